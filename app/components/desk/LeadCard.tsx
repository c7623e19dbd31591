import { Link } from "react-router";
import { DESK_PATHS, VISIT_STATE_LABELS } from "~/lib/contracts/desk";
import type { DeskLeadSummary, NeedsActionReason } from "~/lib/contracts/desk-port.server";
import { Badge, NotificationBadges, StatusBadge } from "./Badges";
import { ContactButtons } from "./ContactButtons";
import { formatDeskTime } from "./format";
import { DoneControl, OnWayControl } from "./VisitControls";

const CHANGED: Record<Extract<NeedsActionReason, { kind: "changed" }>["what"], string> = {
  details: "added a note",
  window: "asked for another time",
  accepted: "accepted one of your times",
  email: "gave an e-mail address",
  cancelled: "cancelled the request",
  cancel_undone: "undid their cancellation",
};

/** Why a lead needs the owner, in words. */
export function reasonText(reason: NeedsActionReason): string {
  switch (reason.kind) {
    case "today": {
      const when = `Visit today: ${reason.window.replace(/^today /i, "")}`;
      return reason.onWay ? `${when}; you are on your way` : when;
    }
    case "changed":
      return `They ${CHANGED[reason.what]} (${formatDeskTime(reason.at)}) since you last looked`;
    case "new":
      return "New request: not contacted yet";
    case "waiting":
      return `You proposed times ${formatDeskTime(reason.since)}; no answer yet: call them`;
  }
}

/**
 * One lead: who, when, where, state, a tap to call or text; in "Needs action"
 * also why it is there, and for a visit today "On my way" and "Done".
 */
export function LeadCard({ lead, reasons }: { lead: DeskLeadSummary; reasons?: NeedsActionReason[] }) {
  const today = reasons?.find((r) => r.kind === "today");
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      {reasons && (
        <ul className="mb-2 font-semibold text-brand-900">
          {reasons.map((reason) => (
            <li key={reason.kind}>{reasonText(reason)}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-lg font-bold">
          <Link to={DESK_PATHS.lead(lead.id)} className="text-brand-800 underline underline-offset-4">
            {lead.name}
          </Link>
        </h2>
        <time dateTime={lead.createdAt} className="text-sm text-slate-700">
          {formatDeskTime(lead.createdAt)}
        </time>
      </div>
      <p className="text-slate-800">
        <b>{lead.district}</b> · {lead.phoneDisplay}
        {lead.service ? ` · ${lead.service}` : ""}
      </p>
      {lead.problemStart && <p>“{lead.problemStart}”</p>}
      {lead.requestedWindow && !today && <p className="text-sm font-semibold">Asked for {lead.requestedWindow}</p>}
      <p className="mt-2 flex flex-wrap gap-1.5">
        <StatusBadge status={lead.salesStatus} visitState={lead.visitState} />
        <NotificationBadges lead={lead} />
        {lead.visitState && !["requested", "cancelled"].includes(lead.visitState) && (
          <Badge tone={lead.visitState === "declined" ? "grey" : "green"}>{VISIT_STATE_LABELS[lead.visitState]}</Badge>
        )}
      </p>
      {lead.notification === "failed" && lead.lastError && (
        <p className="mt-2 text-sm text-red-900">Last problem: {lead.lastError}</p>
      )}
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <ContactButtons name={lead.name} phone={lead.phone} phoneDisplay={lead.phoneDisplay} />
        {today && !today.onWay && <OnWayControl leadId={lead.id} name={lead.name} />}
        {today && <DoneControl leadId={lead.id} />}
      </div>
    </li>
  );
}

/** What a row of the full list shows (only this goes to the page, keeping the first page small). */
export type LeadRowFields = Pick<
  DeskLeadSummary,
  | "id"
  | "name"
  | "district"
  | "createdAt"
  | "salesStatus"
  | "visitState"
  | "notification"
  | "problemStart"
  | "phone"
  | "phoneDisplay"
>;

export const leadRowFields = (lead: DeskLeadSummary): LeadRowFields => ({
  id: lead.id,
  name: lead.name,
  district: lead.district,
  createdAt: lead.createdAt,
  salesStatus: lead.salesStatus,
  visitState: lead.visitState,
  notification: lead.notification,
  problemStart: lead.problemStart,
  phone: lead.phone,
  phoneDisplay: lead.phoneDisplay,
});

/** One row of the full list: who, where, when, status, the problem's first words, Call and Text. */
export function LeadRow({ lead }: { lead: LeadRowFields }) {
  return (
    <li className="min-w-0 rounded-lg border border-slate-300 bg-white p-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <Link to={DESK_PATHS.lead(lead.id)} className="text-lg font-bold text-brand-800 underline">
          {lead.name}
        </Link>
        <span className="text-sm">{`${lead.district} · ${formatDeskTime(lead.createdAt)}`}</span>
        <StatusBadge status={lead.salesStatus} visitState={lead.visitState} />
        {lead.notification === "failed" && <Badge tone="red">Could not tell you</Badge>}
      </p>
      {lead.problemStart && <p className="truncate">{`“${lead.problemStart}”`}</p>}
      <p className="mt-2 flex gap-2">
        <a href={`tel:${lead.phone}`} className="btn btn-call" aria-label={`Call ${lead.name} on ${lead.phoneDisplay}`}>
          Call
        </a>
        <a href={`sms:${lead.phone}`} className="btn btn-outline text-brand-800" aria-label={`Text ${lead.name}`}>
          Text
        </a>
      </p>
    </li>
  );
}
