import { readForm } from "~/lib/contracts/bounded-body";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { Form, Link, redirect } from "react-router";
import { NotificationBadges, StatusBadge } from "~/components/desk/Badges";
import { ContactButtons } from "~/components/desk/ContactButtons";
import { formatDeskTime } from "~/components/desk/format";
import { LeadPhotos } from "~/components/desk/LeadPhotos";
import { Timeline } from "~/components/desk/Timeline";
import { ReviewPanel } from "~/components/desk/ReviewPanel";
import { VisitPanel } from "~/components/desk/VisitPanel";
import { ACTION_MESSAGES, type ActionOutcome, DESK_PATHS, SALES_STATUS_LABELS } from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import { notFound } from "~/lib/page/not-found";
import type { Route } from "./+types/desk-lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lead = await deskFrom(context).getLead(params.id);
  if (!lead) notFound();
  const done = new URL(request.url).searchParams.get("done");
  return { lead, done: done && done in ACTION_MESSAGES ? (done as ActionOutcome) : null };
}

/** Plain form POSTs (same origin checked by the Worker); each answers with a redirect back here. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const desk = deskFrom(context);
  // Bounded like every endpoint; an unreadable or oversized post is an empty one (refused below).
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => new FormData());
  const text = (name: string) => String(form.get(name) ?? "");
  let outcome: ActionOutcome;
  switch (text("intent")) {
    case "status":
      outcome = await desk.changeStatus(params.id, text("to"));
      break;
    case "note":
      outcome = await desk.addNote(params.id, text("note"));
      break;
    case "not_spam":
      outcome = await desk.restoreSpam(params.id);
      break;
    case "send_again":
      outcome = await desk.sendAgain(params.id);
      break;
    case "confirm":
      outcome = await desk.visit(params.id, { kind: "confirm", windowId: text("windowId") });
      break;
    case "propose":
      outcome = await desk.visit(params.id, {
        kind: "propose",
        windowIds: form.getAll("windowId").filter((v): v is string => typeof v === "string"),
      });
      break;
    case "decline":
      outcome = await desk.visit(params.id, { kind: "decline", reason: text("reason") });
      break;
    case "on_way":
      outcome = await desk.visit(params.id, { kind: "on_way" });
      break;
    case "visit_done":
      outcome = await desk.visit(params.id, { kind: "done" });
      break;
    case "revoke":
      outcome = await desk.visit(params.id, { kind: "revoke" });
      break;
    case "review":
      outcome = await desk.askForReview(params.id);
      break;
    default:
      outcome = "refused";
  }
  return redirect(`${DESK_PATHS.lead(params.id)}?done=${outcome}`, 303);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.lead.name ?? "Lead"} | Lead desk` },
  { name: "robots", content: "noindex, nofollow" },
];

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const card = "mt-4 rounded-xl bg-white p-4 shadow-sm";

export default function DeskLead({ loaderData }: Route.ComponentProps) {
  const { lead, done } = loaderData;
  return (
    <>
      <p>
        <Link to={DESK_PATHS.list} className="font-semibold text-brand-800 underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold">{lead.name}</h1>
      <p className="mt-2 flex flex-wrap gap-1.5">
        <StatusBadge status={lead.salesStatus} />
        <NotificationBadges lead={lead} />
      </p>
      <p
        role="status"
        className={
          done ? "mt-3 rounded-lg border border-brand-700 bg-brand-50 p-3 font-semibold text-brand-900" : "sr-only"
        }
      >
        {done ? ACTION_MESSAGES[done] : ""}
      </p>
      <div className="mt-4">
        <ContactButtons name={lead.name} phone={lead.phone} phoneDisplay={lead.phoneDisplay} />
      </div>

      {lead.visit && <VisitPanel visit={lead.visit} />}
      <LeadPhotos photos={lead.photos ?? []} className={card} />
      {lead.review && <ReviewPanel review={lead.review} className={card} />}

      <section aria-labelledby="actions-heading" className={card}>
        <h2 id="actions-heading" className="text-lg font-bold">
          Actions
        </h2>
        {lead.nextStatuses.length > 0 && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="status" />
            <fieldset>
              <legend className="font-semibold">Change status (now {SALES_STATUS_LABELS[lead.salesStatus]})</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {lead.nextStatuses.map((status) => (
                  <button
                    key={status}
                    type="submit"
                    name="to"
                    value={status}
                    className="btn btn-outline text-brand-800"
                  >
                    Mark {SALES_STATUS_LABELS[status].toLowerCase()}
                  </button>
                ))}
              </div>
            </fieldset>
          </Form>
        )}
        {lead.canRestore && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="not_spam" />
            <p className="text-slate-800">
              Filed as spam. If this is a real customer, restore it: you will get its e-mail as for any new lead.
            </p>
            <button type="submit" className="btn btn-primary mt-2">
              Not spam
            </button>
          </Form>
        )}
        {lead.canSendAgain && (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="send_again" />
            <p className="text-red-900">The notification failed{lead.lastError ? `: ${lead.lastError}` : ""}.</p>
            <button type="submit" className="btn btn-primary mt-2">
              Send again
            </button>
          </Form>
        )}
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="desk-note" className="font-semibold">
            Add a note
          </label>
          <textarea
            id="desk-note"
            name="note"
            rows={3}
            maxLength={2000}
            required
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
          <button type="submit" className="btn btn-primary mt-2">
            Add note
          </button>
        </Form>
      </section>

      <section aria-labelledby="details-heading" className={card}>
        <h2 id="details-heading" className="text-lg font-bold">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-slate-200">
          <Field label="Phone">{lead.phoneDisplay}</Field>
          <Field label="Postcode">
            {lead.postcode} (district {lead.district})
          </Field>
          <Field label="Problem">{lead.issue ?? "(not given)"}</Field>
          <Field label="Service or price">{lead.service ?? "(not chosen)"}</Field>
          <Field label="Sent from">
            {lead.sourcePage ? (
              <a href={lead.sourcePage} className="text-brand-800 underline underline-offset-4">
                {lead.sourcePage}
              </a>
            ) : (
              "(unknown page)"
            )}
          </Field>
          <Field label="Received">{formatDeskTime(lead.createdAt)}</Field>
          <Field label="E-mail sent at">{lead.notifiedAt ? formatDeskTime(lead.notifiedAt) : "Not yet"}</Field>
          <Field label="Webhook sent at">{lead.webhookSentAt ? formatDeskTime(lead.webhookSentAt) : "Not sent"}</Field>
          <Field label="Attempts">{lead.attempts}</Field>
          {lead.lastError && <Field label="Last error">{lead.lastError}</Field>}
          {lead.suspicionText && <Field label="Possible spam">{lead.suspicionText}</Field>}
          <Field label="Reference">{lead.id}</Field>
          {lead.related.map((other) => (
            <Field key={other.id} label={other.relation === "corrects" ? "Corrected details" : "Corrected later"}>
              {other.relation === "corrects"
                ? "The visitor sent this again with different details; use these, not the "
                : "The visitor sent this again with different details: see the "}
              <a href={`/desk/leads/${other.id}`} className="text-brand-800 underline underline-offset-4">
                {other.relation === "corrects" ? "earlier request" : "corrected request"}
              </a>{" "}
              ({other.phoneDisplay}, {formatDeskTime(other.createdAt)}).
            </Field>
          ))}
        </dl>
      </section>

      <section aria-labelledby="timeline-heading" className={card}>
        <h2 id="timeline-heading" className="text-lg font-bold">
          Timeline
        </h2>
        <Timeline entries={lead.timeline} />
      </section>
    </>
  );
}
