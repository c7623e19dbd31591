import { activeDropdown, isActiveLink } from "~/content/main-links";

/**
 * After a client navigation, in the server-rendered navigations (`navIds`):
 * marks the links of the new page (`aria-current`; a link marked
 * `data-prefix` is current on any page below it) and the dropdown of its
 * section (`data-active`), by the rules the server rendered them with, and
 * closes an open dropdown.
 */
export function markCurrentPage(pathname: string, navIds: readonly string[]) {
  for (const nav of navIds.map((id) => document.getElementById(id))) {
    if (!nav) continue;
    for (const panel of nav.querySelectorAll<HTMLElement>("[popover]:popover-open")) panel.hidePopover();
    for (const link of nav.querySelectorAll("a")) {
      const href = link.getAttribute("href") ?? "";
      if (isActiveLink(pathname, { href, prefix: link.hasAttribute("data-prefix") })) {
        link.setAttribute("aria-current", "page");
      } else link.removeAttribute("aria-current");
    }
    for (const button of nav.querySelectorAll("button[popovertarget]")) {
      button.toggleAttribute("data-active", activeDropdown(pathname) === button.getAttribute("popovertarget"));
    }
  }
}
