import { createContext, useContext, useState } from "react";
import { useLocation } from "react-router";
import { jsonLdScript } from "~/lib/page/json-ld-script";

/** The JSON-LD blocks of the page, provided by entry.server.tsx; empty in the browser. */
export const StructuredDataContext = createContext<readonly object[]>([]);

/**
 * The page's JSON-LD as <script type="application/ld+json"> elements. They come from the server only:
 * in the browser, hydration keeps the text the server sent (read back from the document), and after a
 * client-side navigation they are dropped, since they described the first page.
 */
export function StructuredData() {
  const blocks = useContext(StructuredDataContext);
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const [scripts] = useState(() =>
    typeof document === "undefined"
      ? blocks.map(jsonLdScript)
      : Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (s) => s.textContent ?? ""),
  );
  if (location.key !== firstKey) return null;
  return scripts.map((json, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} suppressHydrationWarning />
  ));
}
