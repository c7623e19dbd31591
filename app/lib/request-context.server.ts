import { createContext } from "react-router";
import type { DeskPort } from "./desk-port.server";

/** What the Worker hands every loader and action for one request. */
export interface RequestContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-response CSP nonce for inline scripts. */
  nonce: string;
  /**
   * Unique per response: the quote forms' submission id when JavaScript is
   * off, so a double-clicked submit never makes two leads.
   */
  formToken: string;
  /** Set only on /desk requests whose Cloudflare Access token the Worker verified. */
  desk?: DeskPort;
}

export const requestContext = createContext<RequestContext>();
