/**
 * /reminders: sign up for an e-mail reminder before a landlord gas safety
 * record or a boiler service is due, or take a calendar file instead. The form
 * posts here (app/components/ReminderForm.tsx); its answer is shown where it
 * was, with or without JavaScript.
 */
import { PageIntro } from "~/components/PageIntro";
import { ReminderForm } from "~/components/ReminderForm";
import { business } from "~/content/business";
import { REMINDER_KINDS, REMINDER_PATHS, type ReminderFormAnswer, type ReminderKind } from "~/lib/contracts/reminders";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
import { reminderSignUpAction } from "~/lib/page/reminder-action.server";
import { pageMeta } from "~/lib/page/seo";
import { withStructuredData } from "~/lib/page/structured-data.server";
import type { Route } from "./+types/reminders";

export function loader({ context, request }: Route.LoaderArgs) {
  // ?kind= preselects the kind (the request page of a gas safety or service request links here with it).
  const asked = new URL(request.url).searchParams.get("kind");
  const kind: ReminderKind | undefined = asked === "gas-safety" || asked === "service" ? asked : undefined;
  const crumbs = trail({ label: "Reminders", href: REMINDER_PATHS.signUp });
  return withStructuredData(context, {
    meta: pageMeta({
      title: "Gas Safety and Boiler Service Reminders",
      description:
        "A free e-mail reminder 8 weeks and 3 weeks before your landlord gas safety record or boiler service is due, or a calendar file instead. Unsubscribe with one click.",
      path: REMINDER_PATHS.signUp,
    }),
    crumbs,
    kind,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  });
}

export const action = (args: Route.ActionArgs) => reminderSignUpAction(args);

export const meta = loaderMeta;

export default function RemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ReminderFormAnswer | undefined;
  return (
    <>
      <PageIntro
        crumbs={loaderData.crumbs}
        eyebrow="Free reminders"
        title="Gas Safety and Boiler Service Reminders"
        intro="Tell us when your landlord gas safety record or boiler service is due and we e-mail you 8 weeks and 3 weeks before, every year, until you unsubscribe. No e-mail wanted? Take a calendar file instead."
      />
      <div className="container-page grid gap-10 pb-16 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="sign-up" className="min-w-0 rounded-2xl border border-slate-200 p-5 sm:p-8">
          <h2 id="sign-up" className="scroll-mt-24 text-2xl font-bold">
            E-mail reminders
          </h2>
          <div className="mt-4">
            <ReminderForm action={`${REMINDER_PATHS.signUp}#sign-up`} kind={loaderData.kind} answer={answer} />
          </div>
        </section>
        <aside className="grid content-start gap-6">
          <section aria-labelledby="calendar" className="rounded-2xl bg-slate-50 p-5">
            <h2 id="calendar" className="text-xl font-bold">
              A calendar file instead
            </h2>
            <p className="mt-2 text-slate-700">
              Nothing is stored: your calendar reminds you 8 and 3 weeks before the date.
            </p>
            <form method="get" action={REMINDER_PATHS.calendar} className="mt-4 grid gap-3">
              <label htmlFor="calendar-kind" className="text-sm font-semibold">
                Check
              </label>
              <select
                id="calendar-kind"
                name="kind"
                className="rounded-lg border border-slate-400 bg-white px-3 py-2.5"
              >
                {(Object.keys(REMINDER_KINDS) as ReminderKind[]).map((kind) => (
                  <option key={kind} value={kind}>
                    {REMINDER_KINDS[kind].label}
                  </option>
                ))}
              </select>
              <label htmlFor="calendar-date" className="text-sm font-semibold">
                Due date
              </label>
              <input
                id="calendar-date"
                name="dueDate"
                type="date"
                required
                className="rounded-lg border border-slate-400 bg-white px-3 py-2.5"
              />
              <button
                type="submit"
                className="rounded-lg border-2 border-brand-800 px-4 py-2.5 font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
              >
                Download the calendar file
              </button>
            </form>
          </section>
          <section aria-labelledby="early" className="rounded-2xl bg-slate-50 p-5">
            <h2 id="early" className="text-xl font-bold">
              Landlords: up to two months early
            </h2>
            <p className="mt-2 text-slate-700">
              A gas safety check done in the two months before the due date keeps the same anniversary (Gas Safety
              (Installation and Use) Regulations 1998, regulations 36(3) and 36A, as amended in 2018), so the 8-week
              reminder gives you time to arrange access with your tenants. Questions? Call {business.phone.display}.
            </p>
          </section>
        </aside>
      </div>
    </>
  );
}
