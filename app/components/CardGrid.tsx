import { Link } from "react-router";

export interface Card {
  href: string;
  title: string;
  text: string;
}

/** A grid of linked cards, used by the index pages. */
export function CardGrid({ cards, label }: { cards: Card[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.href}>
          <Link
            to={card.href}
            prefetch="intent"
            className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <h2 className="text-lg font-bold text-brand-900">{card.title}</h2>
            <p className="mt-2 text-slate-700">{card.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
