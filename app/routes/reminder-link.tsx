/**
 * /reminders/confirm/{token} and /reminders/unsubscribe/{token}: private
 * pages (the Worker answers them no-store, noindex, no referrer). Opening a
 * link changes nothing, since mail scanners open every link in an e-mail:
 * each page asks for one press of a button, whose POST the Worker carries out
 * before this page is rendered again (workers/reminders/http.ts). Once
 * confirmed, the page links the address's manage page and the booking form,
 * filled in for this property.
 */
import { business } from "~/content/business";
import {
  propertyText,
  REMINDER_KINDS,
  REMINDER_PATHS,
  reminderBookingPath,
  type ReminderFacts,
} from "~/lib/contracts/reminders";
import { requestContext } from "~/lib/contracts/request-context.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { notFound } from "~/lib/page/not-found";
import type { MetaTag } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/reminder-link";

type View =
  | { page: "unconfirmed"; what: string; due: string; action: string }
  | { page: "confirmed"; what: string; due: string; manage: string; book: string }
  | { page: "confirm-unsubscribed" }
  | { page: "subscribed" | "unsubscribed"; what: string; action: string };

/** "gas safety check for Flat 2, 14 Acklam Road (TS5)" */
const whatOf = (facts: ReminderFacts) =>
  `${REMINDER_KINDS[facts.kind].short} for ${propertyText(facts.postcode, facts.propertyName)}`;

const dayOf = (day: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

const HEADINGS: Record<View["page"], string> = {
  unconfirmed: "Confirm your reminders",
  confirmed: "Your reminders are on",
  "confirm-unsubscribed": "You are unsubscribed",
  subscribed: "Stop the reminders?",
  unsubscribed: "You are unsubscribed",
};

export async function loader(args: Route.LoaderArgs) {
  const { params, context } = args;
  const { reminders } = context.get(requestContext);
  let view: View;
  // Matched as React Router matches paths: in any letter case.
  const purpose = params.purpose.toLowerCase();
  if (purpose === "confirm") {
    const found = await reminders.confirmView(params.token);
    if (found.state === "unknown") notFound();
    view =
      found.state === "unsubscribed"
        ? { page: "confirm-unsubscribed" }
        : found.state === "unconfirmed"
          ? {
              page: "unconfirmed",
              what: whatOf(found),
              due: dayOf(found.dueDate),
              action: REMINDER_PATHS.confirm(params.token),
            }
          : {
              page: "confirmed",
              what: whatOf(found),
              due: dayOf(found.dueDate),
              manage: REMINDER_PATHS.manage(found.manageToken),
              book: reminderBookingPath(found.kind, { district: found.postcode, name: found.propertyName }),
            };
  } else if (purpose === "unsubscribe") {
    const found = await reminders.unsubscribeView(params.token);
    if (found.state === "unknown") notFound();
    view = { page: found.state, what: whatOf(found), action: REMINDER_PATHS.unsubscribe(params.token) };
  } else {
    notFound();
  }
  const meta: MetaTag[] = [
    { title: `Your reminders | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
  return serverPage(args, { meta, jsonLd: [], view }, Page);
}

function Page({ loaderData: { view } }: { loaderData: { view: View } }) {
  return (
    <section className="container-page max-w-2xl py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{HEADINGS[view.page]}</h1>
      {view.page === "unconfirmed" && (
        <>
          <p className="mt-4 text-lg">
            Press the button and we will e-mail you 8 weeks and 3 weeks before your {view.what} is due on {view.due},
            and again each year. Nothing is sent until you do.
          </p>
          <form method="post" action={view.action} className="mt-6">
            <button type="submit" className="btn btn-primary">
              Yes, send me the reminders
            </button>
          </form>
        </>
      )}
      {view.page === "confirmed" && (
        <>
          <p className="mt-4 text-lg">
            Thank you. We will e-mail you 8 weeks and 3 weeks before your {view.what} is due on {view.due}, and again
            each year. Every e-mail has a one-click unsubscribe.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={view.book} className="btn btn-primary">
              Book the check now
            </a>
            <a href={view.manage} className="btn btn-outline">
              All your reminders
            </a>
          </div>
          <p className="mt-4 text-slate-700">
            Another let? On the page of all your reminders you can add a property without confirming again, change a
            date or remove one. Keep its link to yourself.
          </p>
        </>
      )}
      {view.page === "confirm-unsubscribed" && (
        <p className="mt-4 text-lg">This address was unsubscribed, so no reminders are sent. Sign up again any time.</p>
      )}
      {view.page === "subscribed" && (
        <>
          <p className="mt-4 text-lg">
            Press the button and no more reminders about the {view.what} are sent to this address, from this moment. The
            reminder is deleted 30 days later.
          </p>
          <form method="post" action={view.action} className="mt-6">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button type="submit" className="btn btn-primary">
              Unsubscribe
            </button>
          </form>
        </>
      )}
      {view.page === "unsubscribed" && (
        <p className="mt-4 text-lg">
          No more reminders about the {view.what} are sent to this address. It is deleted from our records 30 days after
          you unsubscribed.
        </p>
      )}
      <p className="mt-8">
        <a href={REMINDER_PATHS.signUp} className="font-semibold text-brand-800 underline">
          Reminders
        </a>{" "}
        · Questions? Call {business.phone.display}.
      </p>
    </section>
  );
}

export const meta = loaderMeta;

export default ServerPage;
