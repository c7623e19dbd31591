import { Icon } from "~/components/Icon";
import type { IconName } from "~/components/icons";
import { CallButton } from "~/components/PhoneLink";
import { BookableQuoteForm } from "~/components/BookableQuoteForm";
import type { ReactNode } from "react";
import type { Booking } from "~/lib/page/booking";
import { business, ratingSourceText, ratingText } from "~/content/business";

/** The hero's text: what we do, the promises and the phone number. Static: rendered on the server only. */
export function HeroIntro() {
  const claims: { icon: IconName; text: string }[] = [
    { icon: "shield-check", text: business.claims.gasSafe },
    { icon: "pound-sterling", text: business.claims.noCallOutFee },
    { icon: "calendar-days", text: business.claims.sevenDays },
    { icon: "badge-check", text: `${business.guarantee} guarantee` },
    { icon: "clock", text: business.claims.emergency },
  ];
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
        <Icon name="star" className="size-4 fill-amber-400 text-amber-400" />
        {ratingText} from {business.rating.count} reviews
        {ratingSourceText() && ` (${ratingSourceText()})`}
      </p>
      <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
        Boiler Repair in Middlesbrough, Same Day
      </h1>
      <p className="mt-5 max-w-xl text-lg text-brand-100 sm:text-xl">
        {business.claims.sameDay}. Gas Safe registered engineers across Teesside, with no call-out fee and a fixed price
        before we start.
      </p>
      <ul className="mt-6 grid gap-2.5 sm:grid-cols-2">
        {claims.map((claim) => (
          <li key={claim.text} className="flex items-center gap-2.5 font-medium">
            <Icon name={claim.icon} className="size-5 shrink-0 text-flame-500" />
            {claim.text}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <CallButton className="px-6 text-lg" />
        <p className="text-brand-100">
          or call <strong className="text-white">{business.phone.display}</strong>
        </p>
      </div>
    </>
  );
}

/** The first screen: the intro (`HeroIntro`, passed in) and the quote form. */
export function Hero({ booking, intro }: { booking?: Booking; intro: ReactNode }) {
  return (
    <section id="hero" className="scroll-mt-24 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        {intro}
        <div id="quote" className="scroll-mt-24 rounded-2xl bg-white p-5 text-slate-800 shadow-2xl sm:p-7">
          <BookableQuoteForm formId="hero" booking={booking} />
        </div>
      </div>
    </section>
  );
}
