import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched on demand, outside the page's initial
 * JavaScript. `load()` starts the download (once); `Component()` is the
 * component to render: the module itself once loaded (so the first tap after
 * a prefetch renders at once, with no Suspense round trip), else a lazy one.
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
  return { load, Component: (): ComponentType<P> => loaded ?? Lazy };
}

/**
 * Runs `task` once the page has loaded and the browser is idle, so fetching
 * the code of controls people may tap never competes with the first paint,
 * the largest paint or hydration. Returns a cancel function (for effects).
 */
export function whenIdleAfterLoad(task: () => unknown): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) void task();
  };
  const schedule = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 4000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
  };
}
