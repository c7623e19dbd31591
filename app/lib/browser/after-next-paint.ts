/**
 * Runs `then` once the browser has painted the next frame: a message posted
 * from an animation-frame callback arrives after that frame's rendering. For
 * work that must not hold back what a tap shows (see AssistantDialog).
 * Returns a function that cancels it.
 */
export function afterNextPaint(then: () => void) {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    const painted = new MessageChannel();
    painted.port1.onmessage = () => {
      if (!cancelled) then();
    };
    painted.port2.postMessage(null);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
