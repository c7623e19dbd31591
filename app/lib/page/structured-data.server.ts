/**
 * JSON-LD reaches the page's HTML from the server only: loaders hand their
 * blocks to a per-request collector instead of returning them as loader data,
 * so they are never serialised into React Router's hydration data (the
 * browser has no use for them). The root middleware opens the collector,
 * entry.server.tsx reads it and root.tsx's <StructuredData> writes it out.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";

const structuredDataContext = createContext<object[]>();

/** Root middleware: an empty collector for each request. */
export const collectStructuredData: MiddlewareFunction<Response> = ({ context }, next) => {
  context.set(structuredDataContext, []);
  return next();
};

/** The blocks this request's loaders collected (none when the collector was never opened). */
export function collectedStructuredData(context: Readonly<RouterContextProvider>): readonly object[] {
  try {
    return context.get(structuredDataContext);
  } catch {
    return [];
  }
}

/** Takes `jsonLd` out of a loader's data and collects it for the HTML. */
export function withStructuredData<T extends { jsonLd: readonly object[] }>(
  context: Readonly<RouterContextProvider>,
  { jsonLd, ...data }: T,
): Omit<T, "jsonLd"> {
  context.get(structuredDataContext).push(...jsonLd);
  return data;
}
