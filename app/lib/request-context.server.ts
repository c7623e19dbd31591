import { createContext } from "react-router";

/** What the Worker hands every loader and action for one request. */
export interface RequestContext {
  env: Env;
  ctx: ExecutionContext;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
}

export const requestContext = createContext<RequestContext>();
