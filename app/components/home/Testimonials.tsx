import { Icon } from "~/components/Icon";
import type { Testimonial } from "~/content/testimonials";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <Icon
          key={i}
          name="star"
          className={`size-5 ${i < rating ? "fill-amber-400 text-amber-400" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}

function Card({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-800">
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption className="mt-5 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
        >
          {testimonial.avatar}
        </span>
        <span>
          <span className="block font-bold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">{testimonial.location}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * What Our Customers Say. Desktop: the first three as cards. Phone and tablet:
 * one at a time with Previous / Next (wrapping 6 -> 1 and 1 -> 6), a swipe, and
 * an 'n of 6' counter announced politely to screen readers.
 * Rendered on the server only: the other cards wait in <template>s and
 * `enhanceCarousels` (lib/browser/carousel.ts) turns the pages.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const first = testimonials[0];
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-14 sm:py-20">
      <div className="container-page">
        <h2 id="testimonials-heading" className="text-center text-3xl font-extrabold sm:text-4xl">
          What Our Customers Say
        </h2>
        <p className="mt-3 text-center text-lg text-slate-700">Don't just take our word for it</p>

        <ul className="mt-10 hidden gap-6 lg:grid lg:grid-cols-3" data-testid="testimonials-desktop">
          {testimonials.slice(0, 3).map((t) => (
            <li key={t.name}>
              <Card testimonial={t} />
            </li>
          ))}
        </ul>

        <div className="mx-auto mt-8 max-w-xl lg:hidden" data-testid="testimonials-mobile" data-carousel="">
          <div aria-live="polite" aria-atomic="true" className="touch-pan-y select-none" data-carousel-track="">
            <p className="sr-only">{`Testimonial 1 of ${count}`}</p>
            {first && <Card testimonial={first} />}
          </div>
          {testimonials.map((t, i) => (
            <template key={t.name} data-carousel-slide="">
              <p className="sr-only">{`Testimonial ${i + 1} of ${count}`}</p>
              <Card testimonial={t} />
            </template>
          ))}
          <div className="mt-5 flex items-center justify-between">
            <button
              type="button"
              data-carousel-step="-1"
              className="tooltip flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
              aria-label="Previous testimonial"
              data-tooltip="Previous"
            >
              <Icon name="chevron-left" className="size-6" />
            </button>
            <p className="font-semibold text-slate-700" aria-hidden="true" data-carousel-count="">{`1 of ${count}`}</p>
            <button
              type="button"
              data-carousel-step="1"
              className="tooltip flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-900 hover:bg-brand-50"
              aria-label="Next testimonial"
              data-tooltip="Next"
            >
              <Icon name="chevron-right" className="size-6" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
