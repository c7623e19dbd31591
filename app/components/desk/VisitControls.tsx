import { Form } from "react-router";
import { DESK_PATHS, ON_WAY_MINUTES } from "~/lib/contracts/desk";

/** A summary that looks and works like a button; what it opens is the confirmation step. */
export const summaryButton =
  "btn cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden focus-visible:outline-3 focus-visible:outline-offset-2";

/**
 * "On my way": the first tap opens the four times, the second sends one (the
 * customer's page, and their e-mail if they gave one, says about how long).
 * Works as a plain form without JavaScript.
 */
export function OnWayControl({ leadId, name }: { leadId: string; name: string }) {
  return (
    <details className="group">
      <summary className={`${summaryButton} btn-primary`}>On my way…</summary>
      <Form method="post" action={DESK_PATHS.lead(leadId)} className="mt-2 rounded-lg border border-slate-300 p-3">
        <input type="hidden" name="intent" value="on_way" />
        <p className="font-semibold">About how long until you reach {name}? They are told.</p>
        <div className="mt-2 grid grid-cols-4 gap-2">
          {ON_WAY_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="submit"
              name="minutes"
              value={minutes}
              className="btn btn-outline px-1 whitespace-nowrap text-brand-800"
            >
              {minutes} min
            </button>
          ))}
        </div>
      </Form>
    </details>
  );
}

/** "Done": the first tap asks, the second marks the visit done (and the lead won). */
export function DoneControl({ leadId }: { leadId: string }) {
  return (
    <details>
      <summary className={`${summaryButton} btn-outline text-brand-800`}>Done…</summary>
      <Form method="post" action={DESK_PATHS.lead(leadId)} className="mt-2 rounded-lg border border-slate-300 p-3">
        <input type="hidden" name="intent" value="visit_done" />
        <button type="submit" className="btn btn-primary">
          Yes, the visit is done
        </button>
        <p className="mt-1 text-sm text-slate-700">It is marked won; then you can ask for a review.</p>
      </Form>
    </details>
  );
}
