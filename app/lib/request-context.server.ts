import { createContext } from "react-router";

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
  /** When this response was made (ISO): the live opening status starts from it. */
  renderedAt: string;
}

export const requestContext = createContext<RequestContext>();
