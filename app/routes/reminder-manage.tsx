/**
 * /reminders/manage/{token}: every reminder of one confirmed address, on one
 * private page (no login: a bearer link, like the request page; the Worker
 * answers it no-store, noindex, no referrer and rate limited,
 * workers/reminders/http.ts). Change a date, add a property (no second
 * opt-in: the address is confirmed; the add is notified by e-mail), remove
 * one, unsubscribe from all. Every form posts here and is answered in place,
 * with or without JavaScript.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ReminderForm } from "~/components/ReminderForm";
import { business } from "~/content/business";
import {
  type ManagedReminder,
  type ManageIntent,
  REMINDER_KINDS,
  REMINDER_PATHS,
  reminderBookingPath,
  type ReminderFormAnswer,
} from "~/lib/contracts/reminders";
import { requestContext } from "~/lib/contracts/request-context.server";
import { loaderMeta } from "~/lib/page/loader-meta";
import { notFound } from "~/lib/page/not-found";
import { reminderManageAction } from "~/lib/page/reminder-action.server";
import type { MetaTag } from "~/lib/page/seo";
import type { Route } from "./+types/reminder-manage";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { reminders } = context.get(requestContext);
  const view = await reminders.manageView(params.token);
  if (view.state === "unknown") notFound();
  const meta: MetaTag[] = [
    { title: `Your reminders | ${business.name}` },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
  return {
    meta,
    action: REMINDER_PATHS.manage(params.token),
    view:
      view.state === "open"
        ? {
            open: true as const,
            email: view.email,
            reminders: view.reminders.map((reminder) => ({
              ...reminder,
              label: REMINDER_KINDS[reminder.kind].label,
              due: new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(
                new Date(`${reminder.dueDate}T12:00:00Z`),
              ),
              book: reminderBookingPath(reminder.kind, { district: reminder.postcode, name: reminder.propertyName }),
            })),
          }
        : { open: false as const },
  };
}

export const action = (args: Route.ActionArgs) => reminderManageAction(args, args.params.token);

export const meta = loaderMeta;

type Shown = ManagedReminder & { label: string; due: string; book: string };

/** The answer of a post without JavaScript, when it was this form's. */
function answerFor(answer: ReminderFormAnswer | undefined, intent: ManageIntent, id?: string) {
  return answer?.intent === intent && (id === undefined || answer.id === undefined || answer.id === id)
    ? answer
    : undefined;
}

/** What a button did, said where it was pressed. */
function Said({ answer }: { answer?: ReminderFormAnswer }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [answer]);
  if (!answer || (!answer.done && Object.keys(answer.errors).length > 0)) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={answer.done ? "status" : "alert"}
      className={`mt-3 rounded-lg p-3 font-semibold focus:outline-none ${answer.done ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
    >
      {answer.message}
    </p>
  );
}

function ReminderItem({ reminder, action, posted }: { reminder: Shown; action: string; posted?: ReminderFormAnswer }) {
  const change = useFetcher<ReminderFormAnswer>({ key: `change-${reminder.id}` });
  // One background send for every Remove button: the page says what it did once the reminder has left the list.
  const remove = useFetcher<ReminderFormAnswer>({ key: "remove" });
  const start = useFetcher<ReminderFormAnswer>({ key: `start-${reminder.id}` });
  const changed = change.data ?? answerFor(posted, "change-date", reminder.id);
  const started = start.data ?? answerFor(posted, "start", reminder.id);
  const dateError = changed && !changed.done ? changed.errors.dueDate : undefined;
  const name = reminder.propertyName ?? `A property in ${reminder.postcode}`;
  const dateId = `date-${reminder.id}`;
  return (
    <li className="rounded-2xl border border-slate-200 p-5">
      <h3 className="text-lg font-bold">{name}</h3>
      <p className="mt-1 text-slate-700">
        {reminder.label}, {reminder.postcode}: due on {reminder.due}.
      </p>
      {!reminder.confirmed && (
        <start.Form method="post" action={action} className="mt-3 rounded-lg bg-amber-50 p-3">
          <p className="text-sm font-semibold text-amber-900">
            Signed up on our site but not confirmed yet: nothing is sent about it until you start it.
          </p>
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="id" value={reminder.id} />
          <button type="submit" className="btn btn-primary mt-3" aria-label={`Start the reminder for ${name}`}>
            Start this reminder
          </button>
        </start.Form>
      )}
      <Said answer={started} />
      <change.Form method="post" action={action} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="change-date" />
        <input type="hidden" name="id" value={reminder.id} />
        <div className="min-w-0 grow sm:grow-0">
          <label htmlFor={dateId} className="block text-sm font-semibold">
            New due date
          </label>
          <input
            id={dateId}
            name="dueDate"
            type="date"
            required
            defaultValue={changed && !changed.done ? changed.values.dueDate : reminder.dueDate}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${dateId}-error` : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          />
        </div>
        <button type="submit" className="btn btn-outline">
          Change the date
        </button>
      </change.Form>
      {dateError && (
        <p id={`${dateId}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {dateError}
        </p>
      )}
      <Said answer={changed} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a href={reminder.book} className="btn btn-primary">
          Book now
        </a>
        <remove.Form method="post" action={action}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={reminder.id} />
          <button type="submit" className="btn btn-outline" aria-label={`Remove the reminder for ${name}`}>
            Remove
          </button>
        </remove.Form>
      </div>
    </li>
  );
}

export default function ManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { view, action } = loaderData;
  const posted = actionData as ReminderFormAnswer | undefined;
  const leave = useFetcher<ReminderFormAnswer>({ key: "unsubscribe-all" });
  const remove = useFetcher<ReminderFormAnswer>({ key: "remove" });
  const left = leave.data ?? answerFor(posted, "unsubscribe-all");
  if (!view.open) {
    return (
      <section className="container-page max-w-2xl py-12">
        <h1 className="text-3xl font-extrabold tracking-tight">You are unsubscribed</h1>
        <Said answer={left} />
        <p className="mt-4 text-lg">
          This address has no reminders left, so nothing more is sent to it. It is deleted from our records 30 days
          after the last one was removed.{" "}
          <a href={REMINDER_PATHS.signUp} className="font-semibold text-brand-800 underline">
            Sign up again
          </a>{" "}
          any time.
        </p>
      </section>
    );
  }
  // A removed reminder is gone from the list: what was said about it is said at the top.
  const removed = remove.data ?? answerFor(posted, "remove");
  return (
    <section className="container-page max-w-3xl py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Your reminders</h1>
      <p className="mt-4 text-lg">
        Every reminder for <span className="break-all">{view.email}</span>. Change a date, add a property, remove one,
        or stop them all. Anyone with this page&rsquo;s link can change your reminders: keep it to yourself.
      </p>
      <Said answer={removed} />
      <h2 className="mt-10 text-2xl font-bold">
        {view.reminders.length === 1 ? "1 reminder" : `${view.reminders.length} reminders`}
      </h2>
      <ul className="mt-4 grid gap-4">
        {view.reminders.map((reminder) => (
          <ReminderItem key={reminder.id} reminder={reminder} action={action} posted={posted} />
        ))}
      </ul>
      <section aria-labelledby="add" className="mt-12 scroll-mt-24 rounded-2xl bg-slate-50 p-5 sm:p-8">
        <h2 id="add" className="scroll-mt-24 text-2xl font-bold">
          Add a property
        </h2>
        <p className="mt-2 text-slate-700">
          No need to confirm again: the reminder starts at once, and we e-mail you a note of it.
        </p>
        <div className="mt-4">
          <ReminderForm idPrefix="add" mode="add" action={`${action}#add`} answer={answerFor(posted, "add")} />
        </div>
      </section>
      <section aria-labelledby="stop" className="mt-12">
        <h2 id="stop" className="text-2xl font-bold">
          Stop every reminder
        </h2>
        <p className="mt-2 text-slate-700">No more reminders are sent to this address, from this moment.</p>
        <leave.Form method="post" action={action} className="mt-4">
          <input type="hidden" name="intent" value="unsubscribe-all" />
          <button type="submit" className="btn btn-outline">
            Unsubscribe from all
          </button>
        </leave.Form>
        <Said answer={left} />
      </section>
      <p className="mt-10">Questions? Call {business.phone.display}.</p>
    </section>
  );
}
