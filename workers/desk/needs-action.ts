/**
 * The desk's first view: what needs the owner now, each lead with why. Visits
 * today (London day of the window), customers who changed something on their
 * page since the owner last opened the lead, new leads (not spam, not
 * cancelled), and times proposed too long ago with no answer. One lead is one
 * card, whatever the number of reasons; at most `maxCards`, in that order, and
 * how many more there are.
 */
import { deskNeedsAction } from "~/content/business";
import type { NeedsAction, NeedsActionCard, NeedsActionReason } from "~/lib/contracts/desk-port.server";
import { londonDay } from "~/lib/contracts/london-time";
import { windowById, windowLabel } from "~/lib/contracts/visit-windows";
import { type DeskLeadRow, LIST_COLUMNS, toSummary } from "./queries";

type Row = DeskLeadRow & {
  visit_window: string | null;
  request_updated_at: string | null;
  last_event_kind: Extract<NeedsActionReason, { kind: "changed" }>["what"] | null;
  last_event_at: string | null;
};

const COLUMNS = `${LIST_COLUMNS},
  (SELECT visit_window FROM lead_requests r WHERE r.lead_id = leads.id) AS visit_window,
  (SELECT updated_at FROM lead_requests r WHERE r.lead_id = leads.id) AS request_updated_at,
  (SELECT kind FROM request_events e WHERE e.lead_id = leads.id ORDER BY at DESC, id DESC LIMIT 1) AS last_event_kind,
  (SELECT MAX(at) FROM request_events e WHERE e.lead_id = leads.id) AS last_event_at`;

export async function needsAction(db: D1Database, now: Date): Promise<NeedsAction> {
  const today = londonDay(now);
  const waitingSince = new Date(now.getTime() - deskNeedsAction.proposalWaitHours * 3_600_000).toISOString();
  const isNew =
    "sales_status = 'new' AND NOT EXISTS (SELECT 1 FROM lead_requests r WHERE r.lead_id = leads.id AND r.visit_state = 'cancelled')";
  const [visits, changed, fresh, newCount] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM leads WHERE id IN (SELECT lead_id FROM lead_requests
           WHERE visit_state IN ('confirmed', 'on_way') AND visit_window >= ? AND visit_window < ?)
         ORDER BY visit_window, created_at`,
      )
      .bind(`${today}:`, `${today}:~`),
    db
      .prepare(
        `SELECT ${COLUMNS} FROM leads WHERE sales_status != 'spam' AND (
           EXISTS (SELECT 1 FROM request_events e WHERE e.lead_id = leads.id AND e.at > COALESCE(leads.desk_seen_at, ''))
           OR id IN (SELECT lead_id FROM lead_requests WHERE visit_state = 'proposed' AND updated_at < ?))
         ORDER BY created_at DESC LIMIT 50`,
      )
      .bind(waitingSince),
    db
      .prepare(`SELECT ${COLUMNS} FROM leads WHERE ${isNew} ORDER BY created_at DESC, id LIMIT ?`)
      .bind(deskNeedsAction.newLeadCards),
    db.prepare(`SELECT COUNT(*) AS n FROM leads WHERE ${isNew}`),
  ]);
  const cards = new Map<string, NeedsActionCard>();
  const add = (row: Row, reason: NeedsActionReason) => {
    const card = cards.get(row.id) ?? { lead: toSummary(row), reasons: [] };
    if (!card.reasons.some((r) => r.kind === reason.kind)) card.reasons.push(reason);
    cards.set(row.id, card);
  };
  for (const row of visits!.results as Row[]) {
    const window = windowById(row.visit_window);
    add(row, {
      kind: "today",
      window: window ? windowLabel(window, now) : "today",
      onWay: row.visit_state === "on_way",
    });
  }
  for (const row of changed!.results as Row[]) {
    if (row.last_event_kind && row.last_event_at && row.last_event_at > (row.desk_seen_at ?? "")) {
      add(row, { kind: "changed", what: row.last_event_kind, at: row.last_event_at });
    }
    if (row.visit_state === "proposed" && row.request_updated_at && row.request_updated_at < waitingSince) {
      add(row, { kind: "waiting", since: row.request_updated_at });
    }
  }
  let shownNew = 0;
  for (const row of fresh!.results as Row[]) {
    add(row, { kind: "new" });
    shownNew++;
  }
  const totalNew = (newCount!.results[0] as { n: number } | undefined)?.n ?? 0;
  const all = [...cards.values()];
  const shown = all.slice(0, deskNeedsAction.maxCards);
  const cutNew = all
    .slice(deskNeedsAction.maxCards)
    .filter((card) => card.reasons.some((r) => r.kind === "new")).length;
  return {
    cards: shown,
    moreNew: Math.max(0, totalNew - shownNew) + cutNew,
    moreOther: all.length - shown.length - cutNew,
  };
}
