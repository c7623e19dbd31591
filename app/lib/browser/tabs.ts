/**
 * WAI-ARIA tabs in server-rendered HTML (the home page's price lists): a
 * `[role=tablist]` of `[role=tab]` links, each `aria-controls` its
 * `[role=tabpanel]`. Without JavaScript the tabs are links (`?tab=…`); with it,
 * a click switches in place and the arrow keys, Home and End move between the
 * tabs, one of which is in the tab order. One set of listeners on the document
 * serves every tab list, including ones a client navigation puts in later.
 * Returns a function that removes them, for effects.
 */
export function enhanceTabs(root: Document = document): () => void {
  const tabsOf = (tab: Element) =>
    Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
  const select = (tab: HTMLElement, focus: boolean) => {
    for (const other of tabsOf(tab)) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      const panel = root.getElementById(other.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !selected;
    }
    if (focus) tab.focus();
  };
  const tabAt = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tablist"] [role="tab"]') : null;
  const onClick = (event: MouseEvent) => {
    const tab = tabAt(event);
    if (!tab || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(tab, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = tabAt(event);
    if (!tab) return;
    const tabs = tabsOf(tab);
    const index = tabs.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = Object.hasOwn(moves, event.key) ? moves[event.key] : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (target) select(target, true);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
  };
}
