import { createContext } from "react";
import type { SiteNavigation } from "~/content/navigation";

/**
 * The links of the menus and the footer, given by entry.server.tsx. Only the
 * server renders them (they are kept as its HTML in the browser, see
 * ServerRendered), so they are never in a page's hydration data.
 */
export const SiteNavigationContext = createContext<SiteNavigation | undefined>(undefined);
