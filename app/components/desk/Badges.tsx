import { SALES_STATUS_LABELS, type SalesStatus } from "~/lib/contracts/desk";
import type { DeskLeadSummary } from "~/lib/contracts/desk-port.server";

/** Each badge says what it means in words; colour only repeats it. Every pair is at least 7:1. */
const TONES = {
  blue: "border-brand-700 bg-brand-50 text-brand-900",
  green: "border-emerald-700 bg-emerald-50 text-emerald-900",
  amber: "border-amber-700 bg-amber-50 text-amber-950",
  red: "border-red-700 bg-red-50 text-red-900",
  grey: "border-slate-500 bg-slate-100 text-slate-900",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${TONES[tone]}`}>
      {children}
    </span>
  );
}

const STATUS_TONES: Record<SalesStatus, keyof typeof TONES> = {
  new: "blue",
  contacted: "amber",
  booked: "green",
  won: "green",
  lost: "grey",
  spam: "grey",
};

/** Where the owner is with the customer; a request the customer cancelled says so, whatever its status. */
export function StatusBadge({ status, visitState }: { status: SalesStatus; visitState?: string | null }) {
  if (visitState === "cancelled" && (status === "new" || status === "contacted" || status === "booked")) {
    return <Badge tone="grey">Cancelled by the customer</Badge>;
  }
  return <Badge tone={STATUS_TONES[status]}>{SALES_STATUS_LABELS[status]}</Badge>;
}

/**
 * How the owner was told of the lead (never the customer): e-mailed to you, sent to your chat, still
 * to be sent, failed, held as spam; and a possible spam flag.
 */
export function NotificationBadges({ lead }: { lead: DeskLeadSummary }) {
  return (
    <>
      {lead.notification === "emailed" && <Badge tone="green">E-mailed to you</Badge>}
      {lead.webhookSent && <Badge tone="green">Sent to your chat</Badge>}
      {lead.notification === "sending" && <Badge tone="amber">Not sent to you yet</Badge>}
      {lead.notification === "failed" && <Badge tone="red">Could not tell you</Badge>}
      {lead.notification === "held" && <Badge tone="grey">Held as spam: not sent to you</Badge>}
      {lead.suspicion && <Badge tone="amber">Possible spam: {lead.suspicionText}</Badge>}
      {lead.correctsLeadId && <Badge tone="amber">Corrected details</Badge>}
    </>
  );
}
