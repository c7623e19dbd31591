import { type ComponentType, createElement, lazy, useState } from "react";

/**
 * A component whose code is fetched on demand, outside the page's initial
 * JavaScript. `load()` starts the download (once); `Component()` is the
 * component to render. It is one component type for good: each place it is
 * rendered picks, when it mounts, the module itself if it has loaded (so the
 * first tap after a prefetch renders at once, with no Suspense round trip), else
 * a lazy one, and keeps it. Handing out the module itself once it arrived made
 * React see another type at the next render and mount it afresh: an assistant
 * opened before its code had arrived was mounted afresh on closing, and focus went to the page.
 */
export function lazyComponent<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (promise ??= importer().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function Stable(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { load, Component: (): ComponentType<P> => Stable };
}

/**
 * Runs `task` when the browser is idle once the page has loaded (or, on a
 * slow page, `maxWaitMs` after hydration), so fetching the code of controls
 * people may tap never competes with the first paint, the largest paint or
 * hydration (which itself starts only after the first paint: see
 * workers/pages/paint-first.ts). Returns a cancel function, for effects.
 */
export function whenIdleAfterLoad(task: () => unknown, maxWaitMs = 1500): () => void {
  let state: "waiting" | "scheduled" | "cancelled" = "waiting";
  const run = () => {
    if (state !== "cancelled") void task();
  };
  const schedule = () => {
    if (state !== "waiting") return;
    state = "scheduled";
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  const timer = setTimeout(schedule, document.readyState === "complete" ? 0 : maxWaitMs);
  window.addEventListener("load", schedule, { once: true });
  return () => {
    state = "cancelled";
    clearTimeout(timer);
    window.removeEventListener("load", schedule);
  };
}
