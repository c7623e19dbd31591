import { Link } from "react-router";
import { DESK_PATHS, VISIT_STATE_LABELS } from "~/lib/contracts/desk";
import type { DeskLeadSummary } from "~/lib/contracts/desk-port.server";
import { Badge, NotificationBadges, StatusBadge } from "./Badges";
import { ContactButtons } from "./ContactButtons";
import { formatDeskTime } from "./format";

/** One row of the list: who, when, where, state, and a tap to call or text. */
export function LeadCard({ lead }: { lead: DeskLeadSummary }) {
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold">
          <Link to={DESK_PATHS.lead(lead.id)} className="text-brand-800 underline underline-offset-4">
            {lead.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">
          <time dateTime={lead.createdAt}>{formatDeskTime(lead.createdAt)}</time>
        </p>
      </div>
      <p className="mt-1 text-slate-800">
        <span className="font-semibold">{lead.district}</span> · {lead.phoneDisplay}
        {lead.service ? ` · ${lead.service}` : ""}
      </p>
      {lead.problemStart && <p className="mt-1 text-slate-900">“{lead.problemStart}”</p>}
      {lead.requestedWindow && (
        <p className="mt-1 text-sm font-semibold text-slate-900">Asked for: {lead.requestedWindow}</p>
      )}
      <p className="mt-2 flex flex-wrap gap-1.5">
        <StatusBadge status={lead.salesStatus} />
        <NotificationBadges lead={lead} />
        {lead.visitState && lead.visitState !== "requested" && (
          <Badge tone={lead.visitState === "cancelled" || lead.visitState === "declined" ? "grey" : "green"}>
            {VISIT_STATE_LABELS[lead.visitState]}
          </Badge>
        )}
      </p>
      {lead.notification === "failed" && lead.lastError && (
        <p className="mt-2 text-sm text-red-900">Last error: {lead.lastError}</p>
      )}
      <div className="mt-3">
        <ContactButtons name={lead.name} phone={lead.phone} phoneDisplay={lead.phoneDisplay} />
      </div>
    </li>
  );
}
