/** Quote forms in the order 'Get Free Quote' looks for them: hero, contact, location, service. */
const FORM_ORDER = ["hero", "contact", "area", "service"] as const;

/**
 * Smoothly scrolls to the first quote form on the page (or the hero when there
 * is none) and puts the cursor in its first field. Honours reduced motion.
 * Returns false when there was nothing to scroll to.
 */
export function scrollToQuoteForm(): boolean {
  const form = FORM_ORDER.map((id) => document.querySelector<HTMLFormElement>(`form[data-quote-form="${id}"]`)).find(
    Boolean,
  );
  const target = form ?? document.getElementById("hero");
  if (!target) return false;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  // The first field a person fills in (not the hidden ones, nor the bots' trap).
  form
    ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea')
    ?.focus({ preventScroll: true });
  return true;
}

/**
 * One listener for the page: a tap on a link marked `data-quote-link` (in a
 * part rendered on the server only) scrolls to the quote form, as above.
 */
export function followQuoteLinks(root: Document = document) {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-quote-link]") : null;
    if (link && scrollToQuoteForm()) event.preventDefault();
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
