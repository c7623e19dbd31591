import type { ReactNode } from "react";

/**
 * A wide table that scrolls sideways on narrow screens. The scrolling box is a labelled region in the
 * tab order, so keyboard users can reach it and scroll it with the arrow keys.
 */
export function ScrollableTable({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className={`overflow-x-auto rounded-xl ring-1 ring-slate-200 ${className}`}
    >
      {children}
    </div>
  );
}
