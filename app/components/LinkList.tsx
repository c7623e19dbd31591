import { Link } from "react-router";
import type { NavLink } from "~/content/main-links";

/** A titled list of internal links (related services, nearby areas ...). */
export function LinkList({ title, links }: { title: string; links: readonly NavLink[] }) {
  if (links.length === 0) return null;
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              prefetch="intent"
              className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 font-semibold text-brand-800 hover:border-brand-600"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
