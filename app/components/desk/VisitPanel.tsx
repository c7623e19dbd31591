import { Form } from "react-router";
import { VISIT_STATE_LABELS } from "~/lib/contracts/desk";
import type { DeskVisit } from "~/lib/contracts/desk-port.server";
import { DoneControl, OnWayControl, summaryButton } from "./VisitControls";

const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const chip =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-slate-400 bg-white px-3 py-1.5 font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3";

/** How many free windows are offered as chips. */
const CHIPS = 6;

/** When the customer is in: what they asked for, what is booked or proposed, and who is told how. */
export function VisitWhen({ visit, className }: { visit: DeskVisit; className: string }) {
  return (
    <section aria-labelledby="visit-heading" className={className}>
      <h2 id="visit-heading" className="text-lg font-bold">
        When: {VISIT_STATE_LABELS[visit.state] ?? "visit"}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-900">
        {visit.requestedWindow && <li>They asked for {visit.requestedWindow.label}.</li>}
        {visit.bookedWindow && <li className="font-semibold">Booked: {visit.bookedWindow.label}.</li>}
        {visit.proposedWindows.length > 0 && (
          <li>You proposed {visit.proposedWindows.map((w) => w.label).join(" or ")}.</li>
        )}
        {visit.state === "on_way" && visit.onWayMinutes && (
          <li>You said you were about {visit.onWayMinutes} minutes away.</li>
        )}
        {visit.declineReason && <li>You told them: “{visit.declineReason}”</li>}
        {visit.changeAsked && visit.changeAsked.length > 0 && (
          <li className="font-semibold">
            They ask to move it to: {visit.changeAsked.map((w) => w.label).join(" or ")}
          </li>
        )}
        <li className="text-slate-700">
          {visit.emailGiven
            ? "They get each change on their page and by e-mail."
            : "They gave no e-mail address: changes show on their page only, so call or text them."}
        </li>
      </ul>
    </section>
  );
}

/**
 * The visit's actions: confirm the time asked for (one tap), propose the next
 * free times (chips, the first two ticked), on my way and done (each asks
 * first), another time and decline folded away. Plain form posts.
 */
export function VisitActions({ visit, leadId, name }: { visit: DeskVisit; leadId: string; name: string }) {
  const bookable = ["requested", "proposed", "declined", "confirmed"].includes(visit.state);
  const requested = visit.requestedWindow && visit.windows.find((w) => w.id === visit.requestedWindow?.id);
  const free = visit.windows.filter((w) => !w.full && w.id !== visit.requestedWindow?.id);
  return (
    <div className="space-y-4">
      {visit.state === "confirmed" && visit.changeAsked && visit.changeAsked.length > 0 && (
        <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <input type="hidden" name="intent" value="confirm" />
          {visit.changeAsked.map((w) => {
            const full = visit.windows.find((o) => o.id === w.id)?.full ?? true;
            return (
              <button key={w.id} type="submit" name="windowId" value={w.id} disabled={full} className="btn btn-primary">
                Move to {w.label}
                {full ? " (full)" : ""}
              </button>
            );
          })}
        </Form>
      )}
      {requested && bookable && visit.state !== "confirmed" && (
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <button
            type="submit"
            name="windowId"
            value={requested.id}
            disabled={requested.full}
            className="btn btn-primary w-full sm:w-auto"
          >
            Confirm {requested.label}
            {requested.full ? " (full)" : ""}
          </button>
        </Form>
      )}

      {(visit.state === "confirmed" || visit.state === "on_way") && (
        <div className="flex flex-wrap items-start gap-2">
          {visit.state === "confirmed" && <OnWayControl leadId={leadId} name={name} />}
          <DoneControl leadId={leadId} />
        </div>
      )}

      {["requested", "proposed", "declined"].includes(visit.state) && free.length > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="propose" />
          <fieldset>
            <legend className="font-semibold">Propose other times (up to two; the customer picks one)</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {free.slice(0, CHIPS).map((w, i) => (
                <label key={w.id} className={chip}>
                  <input
                    type="checkbox"
                    name="windowId"
                    value={w.id}
                    defaultChecked={i < 2}
                    className="size-5 shrink-0"
                  />
                  {w.label}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn btn-outline mt-2 text-brand-800">
            Propose the ticked times
          </button>
        </Form>
      )}

      {bookable && free.length > 0 && (
        <details>
          <summary className={`${summaryButton} btn-outline text-slate-800`}>
            {visit.state === "confirmed" ? "Move the visit…" : "Confirm another time…"}
          </summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="confirm" />
            <fieldset>
              <legend className="font-semibold">Book them in for</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {free.map((w) => (
                  <label key={w.id} className={chip}>
                    <input type="radio" name="windowId" value={w.id} required className="size-5 shrink-0" />
                    {w.label} ({w.booked} of {visit.capacity} booked)
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn btn-primary mt-2">
              Confirm this time
            </button>
          </Form>
        </details>
      )}

      {["requested", "proposed", "confirmed"].includes(visit.state) && (
        <details>
          <summary className={`${summaryButton} btn-outline text-red-800`}>Decline…</summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="decline" />
            <label htmlFor="visit-reason" className="font-semibold">
              Why? The customer sees this and can choose another time.
            </label>
            <input
              id="visit-reason"
              name="reason"
              required
              maxLength={500}
              placeholder="e.g. Fully booked that day; please pick another"
              className={field}
            />
            <button type="submit" className="btn btn-outline mt-2 text-red-800">
              Decline this time
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}

/** The customer's page links: how many work, and switching them off (folded with the technical rows). */
export function VisitLinks({ visit }: { visit: DeskVisit }) {
  if (visit.liveLinks === 0) return null;
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value="revoke" />
      <p className="text-sm text-slate-800">
        Links to the customer&apos;s page sent so far: {visit.liveLinks} (each e-mail carries a fresh one). If one
        reached the wrong person, switch them all off; the customer then needs a new one.
      </p>
      <button type="submit" className="btn btn-outline mt-2 text-slate-800">
        Switch off the links
      </button>
    </Form>
  );
}
