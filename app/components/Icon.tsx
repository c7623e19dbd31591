import type { IconName } from "./icons";

/** The icon's look, set on each <svg> so that a class (a fill colour, say) still wins over it. */
export const ICON_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": "true",
  focusable: "false",
} as const;

/** The id of an icon's drawing in the document (IconSprite), which <Icon> shows. */
export const iconId = (name: IconName) => `icon-${name}`;

/**
 * A Lucide icon (app/components/icons.ts) as inline SVG that shows the document's one drawing of it
 * (<use>, see IconSprite). Decorative: every icon here sits next to words that say the same.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg {...ICON_ATTRIBUTES} className={className}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
