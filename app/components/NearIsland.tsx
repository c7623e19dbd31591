import { type ComponentType, lazy, memo, Suspense, use } from "react";

/** Resolves when the element comes within about a screen of the viewport, or a visitor reaches for it. */
function near(id: string): Promise<void> {
  return new Promise((resolve) => {
    const watch = () => {
      const element = document.getElementById(id);
      // After a client navigation the element is not in the document until React commits it.
      if (!element) return void requestAnimationFrame(watch);
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: "100% 0px",
      });
      const done = () => {
        observer.disconnect();
        for (const type of REACH) element.removeEventListener(type, done);
        resolve();
      };
      observer.observe(element);
      for (const type of REACH) element.addEventListener(type, done, { once: true });
    };
    watch();
  });
}

const REACH = ["pointerdown", "touchstart", "focusin"] as const;

/** A promise that React's `use` reads at once once it has settled (React honours `status` and `value`). */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T };
  void promise.then((value) => Object.assign(tracked, { status: "fulfilled", value }));
  return tracked;
}

/**
 * A control far down a page (the home page's postcode check) whose code is
 * fetched only when it comes near the screen or a visitor reaches for it, so it
 * is not in the page's first JavaScript. The server renders it in full, in
 * place (its module is loaded when the Worker starts, so it never waits); in
 * the browser React leaves that HTML as it is until the code is here (a
 * suspended part of the page is hydrated later), and until then it works as
 * plain HTML (a form submits to the server). Memoised, so a re-render of the
 * page does not disturb it while it waits.
 */
export function nearIsland<P extends object>(id: string, load: () => Promise<ComponentType<P>>) {
  const onServer = import.meta.env.SSR ? settled(load()) : undefined;
  function Loaded(props: P) {
    const Component = use(onServer as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  const Component = onServer
    ? Loaded
    : lazy(() =>
        near(id)
          .then(load)
          .then((loaded) => ({ default: loaded })),
      );
  return memo(function NearIsland(props: P) {
    return (
      <div id={id}>
        <Suspense>
          <Component {...props} />
        </Suspense>
      </div>
    );
  });
}
