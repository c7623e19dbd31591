import { readForm } from "~/lib/contracts/bounded-body";
import { DoneNotice } from "~/components/desk/DoneNotice";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { Form, Link, redirect } from "react-router";
import { NotificationBadges, StatusBadge } from "~/components/desk/Badges";
import { ContactButtons } from "~/components/desk/ContactButtons";
import { formatDeskTime } from "~/components/desk/format";
import { LeadPhotos, PhotoViewer } from "~/components/desk/LeadPhotos";
import { Timeline } from "~/components/desk/Timeline";
import { ReviewPanel } from "~/components/desk/ReviewPanel";
import { VisitActions, VisitLinks, VisitWhen } from "~/components/desk/VisitPanel";
import { RequestLinkPanel, smsBody } from "~/components/desk/RequestLinkPanel";
import { ACTION_MESSAGES, type ActionOutcome, DESK_PATHS, SALES_STATUS_LABELS } from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import { notFound } from "~/lib/page/not-found";
import type { Route } from "./+types/desk-lead";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lead = await deskFrom(context).getLead(params.id);
  if (!lead) notFound();
  const query = new URL(request.url).searchParams;
  const done = query.get("done");
  const photo = Number(query.get("photo") ?? 0);
  const photos = lead.photos ?? [];
  return {
    lead,
    done: done && done in ACTION_MESSAGES ? (done as ActionOutcome) : null,
    /** The photo open in the viewer (0-based), if one is. */
    photo: Number.isInteger(photo) && photo >= 1 && photo <= photos.length ? photo - 1 : null,
  };
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
      outcome = await desk.visit(params.id, { kind: "on_way", minutes: Number(text("minutes")) });
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
    case "link": {
      // A fresh link, shown on this answer only (never put in an address).
      const link = await desk.requestLink(params.id);
      if (link) return { link };
      outcome = "refused";
      break;
    }
    case "resend_text":
      outcome = await desk.resendLink(params.id, "text");
      break;
    case "resend_email":
      outcome = await desk.resendLink(params.id, "email");
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
const heading = "text-lg font-bold";

export default function DeskLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, done, photo } = loaderData;
  // A fresh link to the customer's page, on the answer to "Show a fresh link" only (never in an address).
  const link = actionData && "link" in actionData ? actionData.link : undefined;
  if (photo !== null) return <PhotoViewer photos={lead.photos ?? []} index={photo} leadName={lead.name} />;
  const cancelled = lead.visitState === "cancelled";
  return (
    <>
      <p>
        <Link to={DESK_PATHS.list} className="font-semibold text-brand-800 underline underline-offset-4">
          ← All leads
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold">{lead.name}</h1>
      <p className="mt-2 flex flex-wrap gap-1.5">
        <StatusBadge status={lead.salesStatus} visitState={lead.visitState} />
        <NotificationBadges lead={lead} />
      </p>
      <DoneNotice message={done ? ACTION_MESSAGES[done] : null} />
      <div className="mt-4" id="contact">
        <ContactButtons
          name={lead.name}
          phone={lead.phone}
          phoneDisplay={lead.phoneDisplay}
          smsBody={smsBody(lead.name, lead.visit, link)}
        />
      </div>

      <section aria-labelledby="problem-heading" className={card}>
        <h2 id="problem-heading" className={heading}>
          What is wrong
        </h2>
        <p className="mt-2 break-words whitespace-pre-wrap">{lead.issue ?? "They did not say."}</p>
        <p className="mt-2 text-slate-800">
          {lead.service ? `${lead.service} · ` : ""}
          {lead.postcode} ({lead.district}) · {lead.phoneDisplay}
        </p>
        {cancelled && <p className="mt-2 font-semibold text-red-900">They cancelled the request on their page.</p>}
        {lead.suspicionText && (
          <p className="mt-2 text-amber-950">Possibly not a real customer: {lead.suspicionText}.</p>
        )}
        {lead.related.map((other) => (
          <p key={other.id} className="mt-2">
            {other.relation === "corrects"
              ? "They sent this again with different details; use these, not the "
              : "They sent this again with different details: see the "}
            <a href={DESK_PATHS.lead(other.id)} className="text-brand-800 underline underline-offset-4">
              {other.relation === "corrects" ? "earlier request" : "corrected request"}
            </a>{" "}
            ({other.phoneDisplay}, {formatDeskTime(other.createdAt)}).
          </p>
        ))}
      </section>

      {lead.visit && <VisitWhen visit={lead.visit} className={card} />}
      {lead.visit && <RequestLinkPanel visit={lead.visit} texts={lead.texts} link={link} className={card} />}

      {lead.customerNotes.length > 0 && (
        <section aria-labelledby="notes-heading" className={card}>
          <h2 id="notes-heading" className={heading}>
            Their notes
          </h2>
          <ul className="mt-2 space-y-2">
            {lead.customerNotes.map((note) => (
              <li key={note.at} className="break-words whitespace-pre-wrap">
                <span className="text-sm text-slate-700">{formatDeskTime(note.at)}: </span>
                {note.text}
              </li>
            ))}
          </ul>
        </section>
      )}
      <LeadPhotos photos={lead.photos ?? []} className={card} />

      <section aria-labelledby="actions-heading" className={card}>
        <h2 id="actions-heading" className={heading}>
          What you can do
        </h2>
        {lead.visit && (
          <div className="mt-3">
            <VisitActions visit={lead.visit} leadId={lead.id} name={lead.name} />
          </div>
        )}
        {lead.review && <ReviewPanel review={lead.review} className="mt-4 border-t border-slate-200 pt-3" />}
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
            <p className="text-red-900">
              We could not tell you about this lead{lead.lastError ? `: ${lead.lastError}` : ""}.
            </p>
            <button type="submit" className="btn btn-primary mt-2">
              Send again
            </button>
          </Form>
        )}
        {lead.nextStatuses.length > 0 && (
          <Form method="post" className="mt-4 border-t border-slate-200 pt-3">
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
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="desk-note" className="font-semibold">
            Add a note for yourself
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

      <section aria-labelledby="timeline-heading" className={card}>
        <h2 id="timeline-heading" className={heading}>
          What happened, in order
        </h2>
        <Timeline entries={lead.timeline} />
      </section>

      <details className={card}>
        <summary className="cursor-pointer font-bold">How you were told (technical details)</summary>
        <dl className="mt-2 divide-y divide-slate-200">
          <Field label="Sent from">{lead.sourcePageName}</Field>
          <Field label="Received">{formatDeskTime(lead.createdAt)}</Field>
          <Field label="E-mailed to you">{lead.notifiedAt ? formatDeskTime(lead.notifiedAt) : "Not yet"}</Field>
          <Field label="Sent to your chat">{lead.webhookSentAt ? formatDeskTime(lead.webhookSentAt) : "No"}</Field>
          <Field label="Tries to tell you">{lead.attempts}</Field>
          {lead.lastError && <Field label="Last problem">{lead.lastError}</Field>}
        </dl>
        {lead.visit && <VisitLinks visit={lead.visit} />}
      </details>
    </>
  );
}
