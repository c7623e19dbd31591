import { createElement } from "react";
import { ICON_ATTRIBUTES, iconId } from "./Icon";
import { SITE_ICONS, type IconName } from "./icons";

/**
 * Every icon's drawing, once, for <Icon> to show: rendered by the server into every document (in
 * the root layout, which stays across client navigations), so pages and parts rendered later in the
 * browser find every icon too. Only the server imports this: the drawings stay out of the JavaScript.
 */
export function IconSprite() {
  return (
    <svg {...ICON_ATTRIBUTES} width="0" height="0" className="absolute size-0 overflow-hidden">
      <defs>
        {Object.entries(SITE_ICONS).map(([name, node]) => (
          <g key={name} id={iconId(name as IconName)}>
            {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
          </g>
        ))}
      </defs>
    </svg>
  );
}
