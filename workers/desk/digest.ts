/**
 * The owner's morning digest at 07:30 London time: yesterday's leads, leads
 * still "new" after 24 hours, and every failed notification. Nothing to say,
 * nothing sent. Two crons (06:30 and 07:30 UTC) cover both GMT and BST; only
 * the one that falls at 07:xx in London sends, and a row per London day in
 * desk_digests makes sure it goes at most once.
 */
import { absoluteUrl, business } from "~/content/business";
import { DESK_PATHS, SALES_STATUS_LABELS } from "~/lib/contracts/desk";
import { formatUkPhone } from "~/lib/contracts/quote/request";
import { formatLondonTime } from "../leads/email";
import { buildEmail, type ComposedEmail, escapeHtml } from "../mail/mime";
import { postcodeDistrict } from "../leads/lead";
import { addDays, londonDay, londonDayStart, londonHour } from "~/lib/contracts/london-time";
import type { DeskLeadRow } from "./queries";
import { log } from "../log";
import { type PushDeps, type PushNotice, pushToAll } from "../leads/push";

export const DIGEST_CRONS = ["30 6 * * *", "30 7 * * *"] as const;
const DIGEST_HOUR = 7;
const DAY_MS = 86_400_000;

export interface DigestFacts {
  day: string;
  yesterday: DeskLeadRow[];
  waiting: DeskLeadRow[];
  failed: DeskLeadRow[];
}

export async function digestFacts(db: D1Database, now: Date): Promise<DigestFacts> {
  const today = londonDay(now);
  const yesterday = addDays(today, -1);
  const [a, b, c] = await Promise.all([
    db
      .prepare(
        "SELECT * FROM leads WHERE created_at >= ? AND created_at < ? AND sales_status != 'spam' ORDER BY created_at",
      )
      .bind(londonDayStart(yesterday).toISOString(), londonDayStart(today).toISOString())
      .all<DeskLeadRow>(),
    db
      .prepare("SELECT * FROM leads WHERE sales_status = 'new' AND created_at <= ? ORDER BY created_at LIMIT 50")
      .bind(new Date(now.getTime() - DAY_MS).toISOString())
      .all<DeskLeadRow>(),
    db
      .prepare(
        "SELECT * FROM leads WHERE notification_status = 'failed' AND created_at <= ? ORDER BY created_at LIMIT 50",
      )
      .bind(now.toISOString())
      .all<DeskLeadRow>(),
  ]);
  return { day: today, yesterday: a.results, waiting: b.results, failed: c.results };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function line(lead: DeskLeadRow): string {
  return `${lead.name}, ${formatUkPhone(lead.phone)}, ${lead.postcode} (${SALES_STATUS_LABELS[lead.sales_status]}), received ${formatLondonTime(lead.created_at)}`;
}

/** The digest e-mail, or null on a quiet day. */
export function composeDigestEmail(
  facts: DigestFacts,
  { from, to }: { from: string; to: string },
): ComposedEmail | null {
  const sections: [string, DeskLeadRow[], (lead: DeskLeadRow) => string][] = [
    [
      "Failed notifications (open the lead and tap Send again)",
      facts.failed,
      (lead) => `${line(lead)}: ${lead.last_error ?? "no reason given"}`,
    ],
    ["Still new after 24 hours", facts.waiting, line],
    ["Yesterday's requests", facts.yesterday, line],
  ];
  const present = sections.filter(([, leads]) => leads.length > 0);
  if (present.length === 0) return null;

  const summary = [
    facts.failed.length ? plural(facts.failed.length, "failed notification", "failed notifications") : "",
    facts.waiting.length ? plural(facts.waiting.length, "lead waiting", "leads waiting") : "",
    plural(facts.yesterday.length, "request yesterday", "requests yesterday"),
  ].filter(Boolean);
  const subject = `Lead desk: ${summary.join(", ")}`;
  const desk = absoluteUrl(DESK_PATHS.list);
  const text = [
    `Good morning. Your lead desk: ${desk}`,
    ...present.flatMap(([title, leads, describe]) => [
      "",
      `${title}: ${leads.length}`,
      ...leads.map((lead) => `- ${describe(lead)}\n  ${absoluteUrl(DESK_PATHS.lead(lead.id))}`),
    ]),
    "",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b">
<h1 style="font-size:20px;margin:0 0 12px">Your lead desk this morning</h1>
${present
  .map(
    ([
      title,
      leads,
      describe,
    ]) => `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(title)}: ${leads.length}</h2>
<ul style="padding-left:18px">
${leads.map((lead) => `<li style="margin-bottom:6px"><a href="${escapeHtml(absoluteUrl(DESK_PATHS.lead(lead.id)))}">${escapeHtml(describe(lead))}</a></li>`).join("\n")}
</ul>`,
  )
  .join("\n")}
<p><a href="${escapeHtml(desk)}" style="display:inline-block;background:#0b3b66;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Open the lead desk</a></p>
<p style="color:#64748b;font-size:12px">Sent by the ${escapeHtml(business.name)} website. Districts: ${escapeHtml([...new Set(present.flatMap(([, leads]) => leads.map((lead) => postcodeDistrict(lead.postcode))))].join(", "))}.</p>
</body></html>`;

  return buildEmail({
    senderName: `${business.name} website`,
    from,
    to,
    subject,
    messageId: `digest-${facts.day}`,
    text,
    html,
  });
}

export interface DigestDeps {
  db: D1Database;
  from: string;
  to: string;
  sendEmail: (email: ComposedEmail) => Promise<void>;
  /** Web Push to the owner's phones, when the VAPID keys are set: the digest's counts, beside the e-mail. */
  push?: PushDeps;
}

/** The digest on the lock screen: counts only, no names. */
export function digestNotice(facts: DigestFacts): PushNotice {
  const parts = [
    facts.failed.length ? `${facts.failed.length} failed notification${facts.failed.length === 1 ? "" : "s"}` : null,
    facts.waiting.length ? `${facts.waiting.length} still new after 24 hours` : null,
    `${facts.yesterday.length} request${facts.yesterday.length === 1 ? "" : "s"} yesterday`,
  ].filter((part): part is string => Boolean(part));
  return { title: "Morning digest", body: parts.join(" · "), url: DESK_PATHS.list, tag: `digest-${facts.day}` };
}

export type DigestOutcome = "sent" | "quiet" | "not-now" | "already-sent";

/** Run by both digest crons: sends when it is 07:xx in London, once a day, if there is anything to say. */
export async function sendDailyDigest(deps: DigestDeps, now: Date): Promise<DigestOutcome> {
  if (londonHour(now) !== DIGEST_HOUR) return "not-now";
  const facts = await digestFacts(deps.db, now);
  const email = composeDigestEmail(facts, deps);
  if (!email) return "quiet";
  const claim = await deps.db
    .prepare("INSERT INTO desk_digests (day, sent_at) VALUES (?, ?) ON CONFLICT (day) DO NOTHING")
    .bind(facts.day, now.toISOString())
    .run();
  if (claim.meta.changes !== 1) return "already-sent";
  try {
    await deps.sendEmail(email);
  } catch (error) {
    // Not sent: free the day so a manual re-run (or the other cron) may try again.
    await deps.db.prepare("DELETE FROM desk_digests WHERE day = ?").bind(facts.day).run();
    throw error;
  }
  // Best effort, after the e-mail went: a push service's trouble never costs the digest.
  if (deps.push) await pushToAll(deps.db, digestNotice(facts), deps.push, () => now).catch(() => 0);
  log("desk.digest_sent", {
    day: facts.day,
    failed: facts.failed.length,
    waiting: facts.waiting.length,
    yesterday: facts.yesterday.length,
  });
  return "sent";
}
