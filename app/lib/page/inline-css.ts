import { createContext } from "react";

/**
 * The site's stylesheet, inlined into every document by the server so the
 * first paint waits for no second request. Empty in the browser: hydration
 * keeps the server's <style> as it is.
 */
export const InlineCssContext = createContext("");
