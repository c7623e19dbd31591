/**
 * /reminders: sign up for an e-mail reminder before a landlord gas
 * safety record or a boiler service is due, or take a calendar file instead.
 * The form is plain HTML posting here; the answer (the confirm e-mail is on
 * its way, or what is wrong, with what was typed) is rendered by the server.
 */
import { data } from "react-router";
import { PageIntro } from "~/components/PageIntro";
import { ReminderForm } from "~/components/ReminderForm";
import { business } from "~/content/business";
import { readForm } from "~/lib/contracts/bounded-body";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { REMINDER_KINDS, REMINDER_PATHS, type ReminderField, type ReminderKind } from "~/lib/contracts/reminders";
import { requestContext } from "~/lib/contracts/request-context.server";
import { breadcrumbJsonLd, trail } from "~/lib/page/breadcrumbs";
import { loaderMeta } from "~/lib/page/loader-meta";
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

type Values = Partial<Record<"email" | "kind" | "dueDate" | "dateIs" | "postcode", string>>;

export type ReminderActionData =
  | { done: true; email: string }
  | { done: false; values: Values; errors: Partial<Record<ReminderField, string>>; message?: string };

const KEPT = ["email", "kind", "dueDate", "dateIs", "postcode"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { reminders } = context.get(requestContext);
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => undefined);
  const fields: Record<string, string> = {};
  for (const [key, value] of form?.entries() ?? []) if (typeof value === "string") fields[key] = value;
  const outcome = await reminders.signUp(fields, request.headers.get("CF-Connecting-IP") ?? undefined);
  if (outcome.status === 202) return data<ReminderActionData>({ done: true, email: outcome.email });
  const values: Values = {};
  for (const key of KEPT) if (fields[key] !== undefined) values[key] = fields[key].toWellFormed();
  return data<ReminderActionData>(
    {
      done: false,
      values,
      errors: outcome.status === 422 ? outcome.errors : {},
      message: outcome.status === 422 ? "Please check the fields marked below." : outcome.message,
    },
    { status: outcome.status },
  );
}

export const meta = loaderMeta;

export default function RemindersPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ReminderActionData | undefined;
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
          <h2 id="sign-up" className="text-2xl font-bold">
            E-mail reminders
          </h2>
          {answer?.done ? (
            <div role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
              <p className="font-bold">Nearly done: please check your inbox.</p>
              <p className="mt-2">
                We have sent a link to {answer.email}. Follow it to confirm; nothing else is sent until you do, and the
                request is deleted after 7 days if you do not.
              </p>
            </div>
          ) : (
            <>
              {answer?.message && (
                <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
                  {answer.message}
                </p>
              )}
              <div className="mt-4">
                <ReminderForm kind={loaderData.kind} values={answer?.values} errors={answer?.errors} />
              </div>
            </>
          )}
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
