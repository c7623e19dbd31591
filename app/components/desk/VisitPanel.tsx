import { Form } from "react-router";
import { VISIT_STATE_LABELS } from "~/lib/contracts/desk";
import type { DeskVisit } from "~/lib/contracts/desk-port.server";

const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";

/**
 * The visit of a lead with a request page: Confirm (one tap on the time asked
 * for, or pick another), Propose one or two times, Decline with a reason; then
 * "On my way" and "Done". Every button is a plain form post.
 */
export function VisitPanel({ visit }: { visit: DeskVisit }) {
  const bookable = ["requested", "proposed", "declined", "confirmed"].includes(visit.state);
  const requested = visit.requestedWindow && visit.windows.find((w) => w.id === visit.requestedWindow?.id);
  const openWindows = visit.windows.filter((w) => !w.full);
  return (
    <section aria-labelledby="visit-heading" className="mt-4 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="visit-heading" className="text-lg font-bold">
        Visit: {VISIT_STATE_LABELS[visit.state] ?? visit.state}
      </h2>
      <ul className="mt-2 space-y-1 text-slate-800">
        {visit.requestedWindow && <li>Asked for: {visit.requestedWindow.label}</li>}
        {visit.bookedWindow && <li className="font-semibold">Booked: {visit.bookedWindow.label}</li>}
        {visit.proposedWindows.length > 0 && (
          <li>Proposed: {visit.proposedWindows.map((w) => w.label).join(" or ")}</li>
        )}
        {visit.declineReason && <li>Declined: {visit.declineReason}</li>}
        <li>
          {visit.emailGiven ? "The customer gets e-mails about the visit." : "No e-mail given: call to tell them."}
        </li>
      </ul>

      {requested && bookable && visit.state !== "confirmed" && (
        <Form method="post" className="mt-3">
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

      {bookable && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="confirm" />
          <label htmlFor="visit-confirm" className="font-semibold">
            {visit.state === "confirmed" ? "Move the visit to" : "Confirm another time"}
          </label>
          <select id="visit-confirm" name="windowId" required defaultValue="" className={field}>
            <option value="" disabled>
              Choose a time
            </option>
            {openWindows.map((w) => (
              <option key={w.id} value={w.id}>
                {w.label} ({w.booked} of {visit.capacity} booked)
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn-primary mt-2">
            Confirm
          </button>
        </Form>
      )}

      {["requested", "proposed", "declined"].includes(visit.state) && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="propose" />
          <fieldset>
            <legend className="font-semibold">Propose one or two other times</legend>
            {[1, 2].map((n) => (
              <div key={n} className="mt-2">
                <label htmlFor={`visit-propose-${n}`} className="text-sm">
                  {n === 1 ? "First choice" : "Second choice (optional)"}
                </label>
                <select id={`visit-propose-${n}`} name="windowId" required={n === 1} defaultValue="" className={field}>
                  <option value="">{n === 1 ? "Choose a time" : "None"}</option>
                  {openWindows.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-outline mt-2 text-brand-800">
            Propose
          </button>
        </Form>
      )}

      {["requested", "proposed", "confirmed"].includes(visit.state) && (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="decline" />
          <label htmlFor="visit-reason" className="font-semibold">
            Decline, with a reason the customer will see
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
            Decline
          </button>
        </Form>
      )}

      {(visit.state === "confirmed" || visit.state === "on_way") && (
        <Form method="post" className="mt-4 flex flex-wrap gap-2">
          {visit.state === "confirmed" && (
            <button type="submit" name="intent" value="on_way" className="btn btn-primary">
              On my way
            </button>
          )}
          <button type="submit" name="intent" value="visit_done" className="btn btn-primary">
            Done
          </button>
        </Form>
      )}

      {visit.liveLinks > 0 && (
        <Form method="post" className="mt-4 border-t border-slate-200 pt-3">
          <input type="hidden" name="intent" value="revoke" />
          <p className="text-sm text-slate-700">
            The customer&apos;s request page has {visit.liveLinks === 1 ? "1 link" : `${visit.liveLinks} links`}. Revoke
            them if a link was shared by mistake.
          </p>
          <button type="submit" className="btn btn-outline mt-2 text-slate-800">
            Revoke request page link
          </button>
        </Form>
      )}
    </section>
  );
}
