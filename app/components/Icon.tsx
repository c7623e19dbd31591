import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * Renders a Lucide icon (the `lucide` package's icon data) as inline SVG.
 * Decorative by default: every icon here sits next to words that say the same.
 * A few lines instead of lucide-react's renderer keep every page's JavaScript
 * about a kilobyte lighter.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
