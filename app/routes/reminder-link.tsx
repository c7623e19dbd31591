/**
 * /reminders/confirm/{token} and /reminders/unsubscribe/{token}:
 * private pages (the Worker answers them no-store, noindex, no referrer).
 * Opening a link changes nothing, since mail scanners open every link in an
 * e-mail: each page asks for one press of a button, whose POST the Worker
 * carries out before this page is rendered again (workers/reminders/http.ts).
 */
import { business } from "~/content/business";
import { REMINDER_KINDS, REMINDER_PATHS } from "~/lib/contracts/reminders";
import { requestContext } from "~/lib/contracts/request-context.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { notFound } from "~/lib/page/not-found";
import type { MetaTag } from "~/lib/page/seo";
import { ServerPage } from "~/lib/page/server-rendered";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/reminder-link";

type View =
  | { page: "unconfirmed" | "confirmed"; what: string; due: string; action: string }
  | { page: "confirm-unsubscribed" }
  | { page: "subscribed" | "unsubscribed"; what: string; action: string };

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
  if (params.purpose === "confirm") {
    const found = await reminders.confirmView(params.token);
    if (found.state === "unknown") notFound();
    view =
      found.state === "unsubscribed"
        ? { page: "confirm-unsubscribed" }
        : {
            page: found.state,
            what: REMINDER_KINDS[found.kind].short,
            due: new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(
              new Date(`${found.dueDate}T12:00:00Z`),
            ),
            action: REMINDER_PATHS.confirm(params.token),
          };
  } else if (params.purpose === "unsubscribe") {
    const found = await reminders.unsubscribeView(params.token);
    if (found.state === "unknown") notFound();
    view = {
      page: found.state,
      what: REMINDER_KINDS[found.kind].short,
      action: REMINDER_PATHS.unsubscribe(params.token),
    };
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
        <p className="mt-4 text-lg">
          Thank you. We will e-mail you 8 weeks and 3 weeks before your {view.what} is due on {view.due}, and again each
          year. Every e-mail has a one-click unsubscribe.
        </p>
      )}
      {view.page === "confirm-unsubscribed" && (
        <p className="mt-4 text-lg">This address was unsubscribed, so no reminders are sent. Sign up again any time.</p>
      )}
      {view.page === "subscribed" && (
        <>
          <p className="mt-4 text-lg">
            Press the button and no more {view.what} reminders are sent to this address, from this moment. The address
            is deleted 30 days later.
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
          No more {view.what} reminders are sent to this address. It is deleted from our records 30 days after you
          unsubscribed.
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
