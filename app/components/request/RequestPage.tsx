/**
 * The visitor's request page: what we received, where the visit stands, what
 * happens next, and what they can do (add details, choose or accept a time,
 * give an e-mail address, cancel). Rendered on the server only: every form
 * is a plain HTML form that works without JavaScript.
 */
import { PageIntro } from "~/components/PageIntro";
import { CallButton } from "~/components/PhoneLink";
import { formatDeskTime } from "~/components/desk/format";
import { business, gasEmergencyLine, telHref } from "~/content/business";
import { PHOTO_LIMIT_TEXT } from "~/lib/contracts/photo-limits";
import {
  REQUEST_ACTION_MESSAGES,
  REQUEST_LIMITS,
  type RequestActionOutcome,
  type RequestPageView,
} from "~/lib/contracts/request-page";

/** The request's state in one word or two, as the visitor reads it. */
const STATE_WORDS: Record<RequestPageView["state"], string> = {
  requested: "Requested",
  proposed: "New times offered",
  confirmed: "Visit booked",
  declined: "Not possible at that time",
  on_way: "Engineer on the way",
  done: "Done",
  cancelled: "Cancelled",
};

const card = "rounded-2xl border border-slate-200 bg-white p-5 sm:p-6";
const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900";

function nextSteps(view: RequestPageView): string {
  switch (view.state) {
    case "requested":
      return view.requestedWindow
        ? `The engineer will confirm ${view.requestedWindow.label} or offer another time, usually by phone or on this page. If it is urgent, call us now.`
        : "The engineer will call you to agree a time. You can tell us a time that suits you below.";
    case "proposed":
      return view.proposedWindows.length > 0
        ? "The engineer cannot make the time you asked for and offers the times below. Accept one, or call us."
        : "The times the engineer offered have passed. Choose another time below, or call us.";
    case "confirmed":
      return `Your visit is booked for ${view.bookedWindow?.label ?? "the time agreed"}. Need to change it? Ask for another time below, or call us.`;
    case "declined":
      return "The engineer cannot take the visit at the time asked. Choose another time below, or call us.";
    case "on_way":
      return "The engineer is on the way to you now.";
    case "done":
      return "The visit is done. Thank you for choosing us.";
    case "cancelled":
      return "This request is cancelled. If you still need help, call us or send a new request.";
  }
}

export function RequestPage({
  view,
  done,
  calendarHref,
}: {
  view: RequestPageView;
  done: RequestActionOutcome | null;
  calendarHref: string;
}) {
  return (
    <>
      <PageIntro
        eyebrow="Your request"
        title={`Thanks, ${view.firstName}`}
        intro="This page shows your request and where your visit stands. Bookmark it: it is the only way back here, with no login. Anyone with the link can see it, so share it only with people you trust."
      />
      <div className="container-page grid gap-6 pb-16 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <p
            role="status"
            className={
              done ? "rounded-lg border border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900" : "sr-only"
            }
          >
            {done ? REQUEST_ACTION_MESSAGES[done] : ""}
          </p>

          <section aria-labelledby="progress-heading" className={card}>
            <h2 id="progress-heading" className="text-xl font-bold">
              Where it stands
            </h2>
            <p className="mt-1 text-lg">
              Status: <strong data-testid="request-state">{STATE_WORDS[view.state]}</strong>
            </p>
            <ol className="mt-4 space-y-3">
              {view.steps.map((step) => (
                <li key={step.key} className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                      step.reached ? "border-emerald-700 bg-emerald-700 text-white" : "border-slate-400 text-slate-500"
                    }`}
                  >
                    {step.reached ? "✓" : ""}
                  </span>
                  <span className={step.reached ? "font-semibold text-slate-900" : "text-slate-700"}>
                    {step.label}
                    <span className="sr-only">{step.reached ? " (done)" : " (not yet)"}</span>
                  </span>
                </li>
              ))}
            </ol>
            {view.state === "cancelled" && <p className="mt-4 font-semibold text-slate-900">Cancelled by you.</p>}
            {view.cancelUndoUntil && (
              <form method="post" className="mt-3 rounded-xl bg-amber-50 p-4">
                <input type="hidden" name="intent" value="undo_cancel" />
                <p className="text-slate-900">
                  Changed your mind? You can undo the cancellation until{" "}
                  <time dateTime={view.cancelUndoUntil}>{formatDeskTime(view.cancelUndoUntil)}</time>, unless the
                  engineer acts on it first.
                </p>
                <button type="submit" className="btn btn-primary mt-3">
                  Undo the cancellation
                </button>
              </form>
            )}
            {view.declineReason && (
              <p className="mt-4 text-slate-800">
                <span className="font-semibold">The engineer says:</span> {view.declineReason}
              </p>
            )}
            {view.bookedWindow && (view.state === "confirmed" || view.state === "on_way") && (
              <p className="mt-4">
                <a href={calendarHref} className="btn btn-outline text-brand-800" download="visit.ics">
                  Add the visit to your calendar (.ics)
                </a>
              </p>
            )}
          </section>

          <section aria-labelledby="next-heading" className={card}>
            <h2 id="next-heading" className="text-xl font-bold">
              What happens next
            </h2>
            <p className="mt-2 leading-relaxed text-slate-800">{nextSteps(view)}</p>
            {view.proposedWindows.length > 0 && view.open && (
              <form method="post" className="mt-4">
                <input type="hidden" name="intent" value="accept" />
                <fieldset>
                  <legend className="font-semibold">Times the engineer can offer</legend>
                  <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                    {view.proposedWindows.map((window) => (
                      <button
                        key={window.id}
                        type="submit"
                        name="windowId"
                        value={window.id}
                        className="btn btn-primary"
                      >
                        Accept {window.label}
                      </button>
                    ))}
                  </div>
                </fieldset>
              </form>
            )}
            {view.changeAsked && view.changeAsked.length > 0 && (
              <p className="mt-4 font-semibold text-slate-900">
                You asked to move the visit to {view.changeAsked.map((w) => w.label).join(" or ")}. It stays as booked
                until the engineer confirms a new time.
              </p>
            )}
            {view.changeOptions && view.changeOptions.length > 0 && (
              <form method="post" className="mt-4">
                <input type="hidden" name="intent" value="change" />
                <fieldset>
                  <legend className="font-semibold">Ask to change the visit</legend>
                  <label htmlFor="change-first" className="mt-2 block text-sm font-semibold">
                    Time you would prefer
                  </label>
                  <select id="change-first" name="windowId" required defaultValue="" className={field}>
                    <option value="" disabled>
                      Choose a time
                    </option>
                    {view.changeOptions.map((window) => (
                      <option key={window.id} value={window.id}>
                        {window.label}
                      </option>
                    ))}
                  </select>
                  <label htmlFor="change-second" className="mt-2 block text-sm font-semibold">
                    Or another (optional)
                  </label>
                  <select id="change-second" name="windowId" defaultValue="" className={field}>
                    <option value="">No second choice</option>
                    {view.changeOptions.map((window) => (
                      <option key={window.id} value={window.id}>
                        {window.label}
                      </option>
                    ))}
                  </select>
                </fieldset>
                <button type="submit" className="btn btn-primary mt-3">
                  Ask to change the visit
                </button>
              </form>
            )}
            {view.offeredWindows.length > 0 && (
              <form method="post" className="mt-4">
                <input type="hidden" name="intent" value="window" />
                <label htmlFor="request-window" className="font-semibold">
                  {view.requestedWindow ? "Ask for another time" : "When would suit you? (optional)"}
                </label>
                <select
                  id="request-window"
                  name="windowId"
                  required
                  defaultValue={view.requestedWindow?.id ?? ""}
                  className={field}
                >
                  <option value="" disabled>
                    Choose a time
                  </option>
                  {view.offeredWindows.map((window) => (
                    <option key={window.id} value={window.id}>
                      {window.label}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn btn-primary mt-3">
                  Ask for this time
                </button>
              </form>
            )}
          </section>

          <section aria-labelledby="received-heading" className={card}>
            <h2 id="received-heading" className="text-xl font-bold">
              What you sent us
            </h2>
            <dl className="mt-3 divide-y divide-slate-200">
              <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-700">Name</dt>
                <dd>{view.firstName}</dd>
              </div>
              <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-700">Area</dt>
                <dd>{view.district}</dd>
              </div>
              <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-700">The problem</dt>
                <dd className="break-words whitespace-pre-wrap">{view.issue ?? "(not given)"}</dd>
              </div>
              {view.service && (
                <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-slate-700">Service</dt>
                  <dd>{view.service}</dd>
                </div>
              )}
              {view.requestedWindow && (
                <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="font-semibold text-slate-700">Time asked for</dt>
                  <dd>{view.requestedWindow.label}</dd>
                </div>
              )}
              <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-700">Photos</dt>
                <dd>{view.photos.received === 0 ? "None yet" : `${view.photos.received} received`}</dd>
              </div>
              <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
                <dt className="font-semibold text-slate-700">Received</dt>
                <dd>
                  <time dateTime={view.receivedAt}>{formatDeskTime(view.receivedAt)}</time>
                </dd>
              </div>
            </dl>
            {view.reminderKind && (
              <p className="mt-4 rounded-xl bg-brand-50 p-4">
                Want a reminder before the next one is due?{" "}
                <a
                  href={`/reminders?kind=${view.reminderKind}#sign-up`}
                  className="font-semibold text-brand-800 underline"
                >
                  Sign up for a free e-mail reminder or take a calendar file
                </a>
                .
              </p>
            )}
            {view.notes.length > 0 && (
              <>
                <h3 className="mt-4 font-bold">Added since</h3>
                <ol className="mt-2 space-y-2">
                  {view.notes.map((note, i) => (
                    <li key={`${note.at}-${i}`} className="border-l-2 border-slate-300 pl-3">
                      <p className="text-sm text-slate-700">
                        <time dateTime={note.at}>{formatDeskTime(note.at)}</time>
                      </p>
                      <p className="break-words whitespace-pre-wrap">{note.text}</p>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </section>

          {view.open && (
            <section aria-labelledby="change-heading" className={card}>
              <h2 id="change-heading" className="text-xl font-bold">
                Add to your request
              </h2>
              <form method="post" className="mt-3">
                <input type="hidden" name="intent" value="details" />
                <label htmlFor="request-details" className="font-semibold">
                  More details (added with the time; what you sent stays as it was)
                </label>
                <textarea
                  id="request-details"
                  name="details"
                  rows={3}
                  required
                  maxLength={REQUEST_LIMITS.detailsMax}
                  placeholder="e.g. The boiler shows F28; the side door is easier to find"
                  className={field}
                />
                <button type="submit" className="btn btn-primary mt-3">
                  Add details
                </button>
              </form>
              {view.photos.room > 0 && (
                <form method="post" encType="multipart/form-data" className="mt-6">
                  <label htmlFor="request-photos" className="font-semibold">
                    Photos: the boiler&apos;s display, its data plate or the leak ({view.photos.room} more at most)
                  </label>
                  <p id="request-photos-hint" className="text-sm text-slate-700">
                    {PHOTO_LIMIT_TEXT.types}, up to {PHOTO_LIMIT_TEXT.perPhoto} each. They are sent as soon as you
                    choose them. We remove location and camera details; only the engineer sees them.
                  </p>
                  <input
                    id="request-photos"
                    name="photos"
                    type="file"
                    accept="image/*"
                    multiple
                    required
                    data-send-on-pick=""
                    aria-describedby="request-photos-hint"
                    className={field}
                  />
                  <p data-send-status="" role="status" className="mt-2 font-semibold text-brand-900" />
                  <button type="submit" className="btn btn-outline mt-3 text-brand-800">
                    Add photos
                  </button>
                </form>
              )}
              {!view.hasEmail && (
                <form method="post" className="mt-6">
                  <input type="hidden" name="intent" value="email" />
                  <label htmlFor="request-email" className="font-semibold">
                    Your e-mail (optional): we send this page&apos;s link and any change to your visit
                  </label>
                  <input
                    id="request-email"
                    name="email"
                    type="email"
                    required
                    autoComplete="email"
                    maxLength={REQUEST_LIMITS.emailMax}
                    className={field}
                  />
                  <button type="submit" className="btn btn-outline mt-3 text-brand-800">
                    Send me updates
                  </button>
                </form>
              )}
              <details className="mt-8 border-t border-slate-200 pt-4">
                <summary className="cursor-pointer font-semibold text-red-800 underline-offset-4 hover:underline">
                  Cancel this request
                </summary>
                <form method="post" className="mt-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
                  <input type="hidden" name="intent" value="cancel" />
                  <p className="text-slate-900">
                    Cancel your request? We will tell the engineer. You can undo it here for 24 hours, unless the
                    engineer acts on it first.
                  </p>
                  <button type="submit" className="btn mt-3 bg-red-800 text-white hover:bg-red-900">
                    Yes, cancel my request
                  </button>
                </form>
              </details>
            </section>
          )}
        </div>

        <aside aria-label="Talk to an engineer" className="space-y-4">
          <div className="rounded-2xl bg-brand-900 p-5 text-white">
            <p className="font-semibold">Urgent, or want to change something? Talk to an engineer.</p>
            <p className="mt-2 text-2xl font-extrabold">
              <a href={telHref} className="underline">
                {business.phone.display}
              </a>
            </p>
            <CallButton className="mt-3 w-full" />
          </div>
          <div className="rounded-2xl border-2 border-red-700 bg-red-50 p-5 text-red-950">
            <p className="font-bold">Smell gas?</p>
            <p className="mt-1">
              Leave the building and call the National Gas Emergency Service free on{" "}
              <a href={`tel:${gasEmergencyLine.e164}`} className="font-bold underline">
                {gasEmergencyLine.display}
              </a>{" "}
              (24 hours a day) from outside.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
