/**
 * Carousels in server-rendered HTML (the home page's testimonials): a
 * `[data-carousel]` holds a live `[data-carousel-track]` showing one slide, the
 * slides as `<template data-carousel-slide>`, an `n of N` `[data-carousel-count]`
 * and `[data-carousel-step="-1" | "1"]` buttons. Previous / Next wrap round; a
 * sideways swipe of 40 px turns a page. One set of listeners on the document
 * serves every carousel, including ones a client navigation puts in later.
 * Returns a function that removes them, for effects.
 */
export function enhanceCarousels(root: Document = document): () => void {
  const step = (carousel: Element, by: number) => {
    const slides = carousel.querySelectorAll<HTMLTemplateElement>("template[data-carousel-slide]");
    const track = carousel.querySelector("[data-carousel-track]");
    if (!slides.length || !track) return;
    const index = (Number(carousel.getAttribute("data-index") ?? 0) + by + slides.length) % slides.length;
    carousel.setAttribute("data-index", String(index));
    track.replaceChildren(slides[index]?.content.cloneNode(true) ?? "");
    const count = carousel.querySelector("[data-carousel-count]");
    if (count) count.textContent = `${index + 1} of ${slides.length}`;
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("[data-carousel-step]") : null;
    const carousel = button?.closest("[data-carousel]");
    if (button && carousel) step(carousel, Number(button.getAttribute("data-carousel-step")));
  };
  let swipe: { track: Element; x: number } | undefined;
  const onPointerDown = (event: PointerEvent) => {
    const track = event.target instanceof Element ? event.target.closest("[data-carousel-track]") : null;
    swipe = track ? { track, x: event.clientX } : undefined;
  };
  const onPointerUp = (event: PointerEvent) => {
    const carousel = swipe?.track.closest("[data-carousel]");
    const dx = event.clientX - (swipe?.x ?? event.clientX);
    swipe = undefined;
    if (carousel && Math.abs(dx) >= 40) step(carousel, dx < 0 ? 1 : -1);
  };
  const onPointerCancel = () => (swipe = undefined);
  root.addEventListener("click", onClick);
  root.addEventListener("pointerdown", onPointerDown);
  root.addEventListener("pointerup", onPointerUp);
  root.addEventListener("pointercancel", onPointerCancel);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("pointerdown", onPointerDown);
    root.removeEventListener("pointerup", onPointerUp);
    root.removeEventListener("pointercancel", onPointerCancel);
  };
}
