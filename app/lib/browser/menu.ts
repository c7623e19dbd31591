/**
 * The phone menu is a popover in server-rendered HTML (see MobileMenu): the
 * browser opens and closes it from its buttons (`popovertarget`), on Escape
 * and on a tap outside, with no script. One listener on the document closes
 * it when a link in it is chosen (the app then navigates in place). Returns a
 * function that removes the listener, for effects.
 */
export function enhanceMenu(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("[popover]:popover-open a[href]");
    link?.closest<HTMLElement>("[popover]")?.hidePopover();
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
