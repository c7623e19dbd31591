/**
 * Follows the loading of SmartImage's images (server-rendered `img.smart-image`,
 * each followed by its hidden fallback panel): `data-state` becomes `loaded`
 * (the stylesheet fades it in) or, on an error, the image gives way to the
 * panel. Listens on the document (load and error do not bubble, so in the
 * capture phase), which covers images a client navigation puts in later; images
 * that finished before this ran are settled at once. Returns a function that
 * removes the listeners, for effects.
 */
export function enhanceImages(root: Document = document): () => void {
  const settle = (img: HTMLImageElement, loaded: boolean) => {
    img.dataset.state = loaded ? "loaded" : "failed";
    if (loaded) return;
    const panel = img.nextElementSibling;
    if (panel instanceof HTMLElement && panel.classList.contains("smart-image-fallback")) {
      img.hidden = true;
      panel.hidden = false;
    }
  };
  const onEvent = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.classList.contains("smart-image")) {
      settle(event.target, event.type === "load");
    }
  };
  for (const img of root.querySelectorAll<HTMLImageElement>("img.smart-image[data-state=loading]")) {
    if (img.complete) settle(img, img.naturalWidth > 0);
  }
  root.addEventListener("load", onEvent, true);
  root.addEventListener("error", onEvent, true);
  return () => {
    root.removeEventListener("load", onEvent, true);
    root.removeEventListener("error", onEvent, true);
  };
}
