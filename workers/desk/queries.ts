/**
 * What the desk reads from D1: the list with its filters and search, one lead
 * with its timeline, and the insight figures. Every statement is parameterised.
 */
import type {
  CountRow,
  DeskInsight,
  DeskLeadDetail,
  DeskLeadPage,
  DeskLeadSummary,
  RelatedRequest,
  TimelineEntry,
} from "~/lib/contracts/desk-port.server";
import {
  DESK_PAGE_SIZE,
  type LeadFilter,
  type NotificationState,
  SALES_STATUS_LABELS,
  type SalesStatus,
  suspicionWords,
} from "~/lib/contracts/desk";
import type { VisitState } from "~/lib/contracts/request-page";
import { windowById, windowLabel } from "~/lib/contracts/visit-windows";
import { customerNotesOf, deskVisitOf, requestTimeline } from "./visit-view";
import { formatUkPhone } from "~/lib/contracts/quote/request";
import { postcodeDistrict } from "../leads/lead";
import type { LeadRow } from "../leads/store";
import { type AuditRow, auditOf } from "./audit";
import { deliveriesOf, type DeliveryRow } from "../leads/deliveries";
import { addDays, londonDay, londonDayStart, mondayOf } from "~/lib/contracts/london-time";
import { nextStatuses } from "./status-machine";

export type DeskLeadRow = LeadRow & {
  sales_status: SalesStatus;
  suspicion: string | null;
  /** From lead_requests, when the list selects them. */
  requested_window?: string | null;
  visit_state?: VisitState | null;
  /** When the owner last opened the lead on the desk (migration 0016). */
  desk_seen_at?: string | null;
};

/** The first words of the problem, at most about 60 characters, for the list. */
export function problemStart(issue: string | null): string | null {
  if (!issue) return null;
  const text = issue.replace(/\s+/g, " ").trim();
  if (text.length <= 60) return text;
  const cut = text.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 30 ? cut.lastIndexOf(" ") : 60)}…`;
}

export function notificationState(row: Pick<LeadRow, "notification_status">): NotificationState {
  switch (row.notification_status) {
    case "notified":
      return "emailed";
    case "failed":
      return "failed";
    case "spam":
      return "held";
    default:
      return "sending";
  }
}

export function toSummary(row: DeskLeadRow): DeskLeadSummary {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    phone: row.phone,
    phoneDisplay: formatUkPhone(row.phone),
    postcode: row.postcode,
    district: postcodeDistrict(row.postcode),
    service: row.service,
    sourcePage: row.source_page,
    salesStatus: row.sales_status,
    notification: notificationState(row),
    webhookSent: row.webhook_sent_at !== null,
    suspicion: row.suspicion,
    suspicionText: row.suspicion ? suspicionWords(row.suspicion) : null,
    lastError: row.last_error,
    problemStart: problemStart(row.issue),
    requestedWindow: row.requested_window
      ? (() => {
          const window = windowById(row.requested_window);
          return window ? windowLabel(window, new Date()) : null;
        })()
      : null,
    visitState: row.visit_state ?? null,
    correctsLeadId: row.corrects_lead_id ?? null,
  };
}

/** The list's columns: the lead and its request page's window and state. */
export const LIST_COLUMNS = `leads.*,
  (SELECT requested_window FROM lead_requests r WHERE r.lead_id = leads.id) AS requested_window,
  (SELECT visit_state FROM lead_requests r WHERE r.lead_id = leads.id) AS visit_state`;

/** The requests linked to this one by a correction: the one it corrects, and those that correct it. */
async function relatedRequests(db: D1Database, row: LeadRow): Promise<RelatedRequest[]> {
  const { results } = await db
    .prepare(
      `SELECT id, created_at, phone, corrects_lead_id FROM leads
       WHERE id = ? OR corrects_lead_id = ? ORDER BY created_at, id`,
    )
    .bind(row.corrects_lead_id ?? "", row.id)
    .all<Pick<LeadRow, "id" | "created_at" | "phone" | "corrects_lead_id">>();
  return results.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    phoneDisplay: formatUkPhone(r.phone),
    relation: r.id === row.corrects_lead_id ? "corrects" : "corrected-by",
  }));
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL conditions and values for the list's filters. */
function filterSql(filter: LeadFilter): { where: string; values: (string | number)[] } {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  if (filter.status) {
    conditions.push("sales_status = ?");
    values.push(filter.status);
  }
  if (filter.from) {
    conditions.push("created_at >= ?");
    values.push(londonDayStart(filter.from).toISOString());
  }
  if (filter.to) {
    conditions.push("created_at < ?");
    values.push(londonDayStart(addDays(filter.to, 1)).toISOString());
  }
  if (filter.q) {
    const q = filter.q;
    const either = ["name LIKE ? ESCAPE '\\'", "REPLACE(postcode, ' ', '') LIKE ? ESCAPE '\\'"];
    values.push(`%${likeEscape(q)}%`, `%${likeEscape(q.replace(/\s+/g, "").toUpperCase())}%`);
    // Phone numbers are stored as +44...; the owner types 07700 900123 or +44 7700...
    const digits = q.replace(/[\s()+-]/g, "");
    if (/^\d{4,}$/.test(digits)) {
      either.push("phone LIKE ? ESCAPE '\\'");
      values.push(`%${digits.replace(/^(?:44|0)/, "")}%`);
    }
    conditions.push(`(${either.join(" OR ")})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", values };
}

/** Newest first, one page of `pageSize`, and how many match in all. */
export async function listLeads(db: D1Database, filter: LeadFilter, pageSize = DESK_PAGE_SIZE): Promise<DeskLeadPage> {
  const { where, values } = filterSql(filter);
  const offset = ((filter.page ?? 1) - 1) * pageSize;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${LIST_COLUMNS} FROM leads ${where} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`)
      .bind(...values, pageSize, offset),
    db.prepare(`SELECT COUNT(*) AS n FROM leads ${where}`).bind(...values),
  ]);
  return {
    leads: ((rows?.results ?? []) as DeskLeadRow[]).map(toSummary),
    total: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** The owner opened the lead now: customer changes before this are no longer "Needs action". */
export async function markDeskSeen(db: D1Database, id: string, at: Date): Promise<void> {
  await db.prepare("UPDATE leads SET desk_seen_at = ? WHERE id = ?").bind(at.toISOString(), id).run();
}

export function getDeskLead(db: D1Database, id: string): Promise<DeskLeadRow | null> {
  return db.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<DeskLeadRow>();
}

/** How the owner was told of the lead, per channel: done, and not done. */
const CHANNEL_WORDS = {
  email: ["You were e-mailed about this request", "E-mail to you failed"],
  push: ["Your phones were notified", "Notifying your phones failed"],
  webhook: ["Sent to your chat", "Sending to your chat failed"],
  queue: ["Lined up to tell you", "Lining up to tell you failed"],
  nudge: ["Your phones were reminded: still new after an hour", "Reminding your phones failed"],
} as const;

function deliveryEntry(row: DeliveryRow): TimelineEntry {
  const [done, failed] = CHANNEL_WORDS[row.channel];
  return row.ok
    ? { at: row.at, kind: "delivery", text: done }
    : { at: row.at, kind: "failure", text: `${failed}: ${row.error ?? "no reason given"}` };
}

/** The page a request was sent from, in words: "the contact page", "the Boiler Repair page". */
export function pageName(path: string | null): string {
  if (!path) return "an unknown page";
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "");
  if (clean === "") return "the home page";
  const last = clean.split("/").pop() ?? "";
  const words = last.replace(/[-_]+/g, " ").trim();
  if (!/^[A-Za-z0-9 ]{1,60}$/.test(words)) return "a page of the website";
  if (clean === "/contact") return "the contact page";
  return `the ${words.replace(/\b\w/g, (c) => c.toUpperCase())} page`;
}

function auditEntry(row: AuditRow): TimelineEntry | null {
  if (row.outcome !== "done") return null;
  const actor = row.actor;
  switch (row.action) {
    case "status":
      return { at: row.at, kind: "status", text: `Status: ${row.detail ?? ""}`, actor };
    case "note":
      return { at: row.at, kind: "note", text: row.detail ?? "", actor };
    case "not_spam":
      return { at: row.at, kind: "action", text: "Marked not spam: restored and sent to you as a new lead", actor };
    case "settings":
      return null;
    case "visit":
    case "review":
      return { at: row.at, kind: "action", text: row.detail ?? "Visit", actor };
    case "send_again":
      return {
        at: row.at,
        kind: "action",
        text: row.detail ? `Sent again (it had failed: ${row.detail})` : "Sent again",
        actor,
      };
    default:
      return null;
  }
}

export function statusChangeText(from: SalesStatus, to: SalesStatus): string {
  return `${SALES_STATUS_LABELS[from]} → ${SALES_STATUS_LABELS[to]}`;
}

/** One lead, every field, what can be done with it, and its timeline (oldest first). */
export async function leadDetail(db: D1Database, id: string, now = new Date()): Promise<DeskLeadDetail | null> {
  const row = await getDeskLead(db, id);
  if (!row) return null;
  const [deliveries, audits, visit, requestEntries, related, customerNotes] = await Promise.all([
    deliveriesOf(db, id),
    auditOf(db, id),
    deskVisitOf(db, id, now),
    requestTimeline(db, id),
    relatedRequests(db, row),
    customerNotesOf(db, id),
  ]);
  const timeline: TimelineEntry[] = [
    { at: row.created_at, kind: "received", text: `Request sent from ${pageName(row.source_page)}` },
    // Actions before the deliveries they cause when both fall in the same millisecond (the sort is stable).
    ...audits.map(auditEntry).filter((entry): entry is TimelineEntry => entry !== null),
    ...deliveries.map(deliveryEntry),
    ...requestEntries,
  ];
  if (row.notification_status === "failed") {
    timeline.push({
      at: row.created_at,
      kind: "failure",
      text: `Telling you gave up: ${row.last_error ?? "no reason given"}`,
    });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...toSummary(row),
    issue: row.issue,
    sourcePageName: pageName(row.source_page),
    customerNotes,
    notifiedAt: row.notified_at,
    webhookSentAt: row.webhook_sent_at,
    attempts: row.attempts,
    nextStatuses: nextStatuses(row.sales_status),
    canRestore: row.sales_status === "spam",
    canSendAgain: row.notification_status === "failed",
    related,
    timeline,
    visit: visit ? { ...visit, requestedWindow: visit.requestedWindow } : null,
  };
}

/** Leads received between two London days (inclusive), oldest first, for the export. */
export async function leadsBetween(db: D1Database, from: string, to: string): Promise<DeskLeadRow[]> {
  const { results } = await db
    .prepare(`SELECT ${LIST_COLUMNS} FROM leads WHERE created_at >= ? AND created_at < ? ORDER BY created_at, id`)
    .bind(londonDayStart(from).toISOString(), londonDayStart(addDays(to, 1)).toISOString())
    .all<DeskLeadRow>();
  return results;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): CountRow[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export const INSIGHT_WEEKS = 12;

/**
 * The last 12 weeks (this one included), spam left out: leads per week, by
 * page, service and district, won / all, and call and e-mail taps per page
 * (the first-party beacon's daily counts) beside the forms sent from it.
 */
export async function insight(db: D1Database, now: Date): Promise<DeskInsight> {
  const firstMonday = addDays(mondayOf(londonDay(now)), -7 * (INSIGHT_WEEKS - 1));
  const since = londonDayStart(firstMonday).toISOString();
  const [{ results: leads }, { results: taps }] = await Promise.all([
    db
      .prepare(
        "SELECT created_at, source_page, service, postcode, sales_status FROM leads WHERE created_at >= ? AND sales_status != 'spam'",
      )
      .bind(since)
      .all<Pick<DeskLeadRow, "created_at" | "source_page" | "service" | "postcode" | "sales_status">>(),
    db
      .prepare(
        `SELECT page, event, SUM(count) AS count FROM page_events_daily
         WHERE day >= ? AND event IN ('call_tap', 'email_tap') GROUP BY page, event`,
      )
      .bind(firstMonday)
      .all<{ page: string; event: string; count: number }>(),
  ]);
  const weeks = Array.from({ length: INSIGHT_WEEKS }, (_, i) => addDays(firstMonday, 7 * i));
  const weekCounts = new Map(weeks.map((week) => [week, 0]));
  for (const lead of leads) {
    const week = mondayOf(londonDay(new Date(lead.created_at)));
    if (weekCounts.has(week)) weekCounts.set(week, (weekCounts.get(week) ?? 0) + 1);
  }
  const pages = new Map<string, { page: string; calls: number; emails: number; forms: number }>();
  const pageRow = (page: string) => {
    let row = pages.get(page);
    if (!row) pages.set(page, (row = { page, calls: 0, emails: 0, forms: 0 }));
    return row;
  };
  for (const tap of taps) {
    if (tap.event === "call_tap") pageRow(tap.page).calls += tap.count;
    else pageRow(tap.page).emails += tap.count;
  }
  for (const lead of leads) if (lead.source_page) pageRow(lead.source_page).forms++;
  return {
    weeks: weeks.map((week) => ({ label: week, count: weekCounts.get(week) ?? 0 })),
    bySourcePage: countBy(leads, (lead) => lead.source_page ?? "(unknown)"),
    byService: countBy(leads, (lead) => lead.service ?? "(not chosen)"),
    byDistrict: countBy(leads, (lead) => postcodeDistrict(lead.postcode)),
    won: leads.filter((lead) => lead.sales_status === "won").length,
    all: leads.length,
    pages: [...pages.values()].sort(
      (a, b) => b.calls + b.emails + b.forms - (a.calls + a.emails + a.forms) || a.page.localeCompare(b.page),
    ),
  };
}
