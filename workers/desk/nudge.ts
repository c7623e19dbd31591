/**
 * "Still new after an hour": a lead that nobody has marked
 * contacted an hour after it came gets one more push to the owner's phones,
 * so a notification missed on a job is not the end of it. Nudges go while the
 * business is open (the opening hours of app/content/business.ts, on London
 * clocks): a lead from the night is nudged when the day starts. Once a lead
 * (`leads.nudged_at`); a lead over 24 hours old is the morning digest's. Run by
 * the 5-minute cron (workers/crons.ts).
 */
import { DESK_PATHS } from "~/lib/contracts/desk";
import { openStatus } from "~/lib/contracts/opening-status";
import { recordDelivery } from "../leads/deliveries";
import { firstNameOf, postcodeDistrict } from "../leads/lead";
import { type PushDeps, type PushNotice, pushToAll } from "../leads/push";
import { log } from "../log";

const HOUR_MS = 3_600_000;
const NUDGE_AFTER_MS = HOUR_MS;
/** From here on the morning digest lists the lead ("Still new after 24 hours"). */
const DIGEST_TAKES_OVER_MS = 24 * HOUR_MS;

/**
 * When a still-new lead is due its nudge at `now`: if it came after `from` and
 * at or before `to` (an hour old or more, under 24 hours). None while the
 * business is closed.
 */
export function nudgeWindow(now: Date): { from: Date; to: Date } | undefined {
  if (!openStatus(now).open) return undefined;
  return { from: new Date(now.getTime() - DIGEST_TAKES_OVER_MS), to: new Date(now.getTime() - NUDGE_AFTER_MS) };
}

export interface WaitingLead {
  id: string;
  name: string;
  postcode: string;
  created_at: string;
}

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const who = (lead: WaitingLead) => `${firstNameOf(lead.name)}, ${postcodeDistrict(lead.postcode)}`;

/**
 * The nudge on the lock screen: first names and districts only, as on the
 * first push. It replaces that push (same tag) and buzzes again (renotify);
 * several leads at once are one notification.
 */
export function nudgeNotice(leads: readonly WaitingLead[]): PushNotice {
  const [first] = leads;
  if (leads.length === 1 && first) {
    return {
      title: `Still new after an hour: ${who(first)}`,
      body: `Came in ${clock.format(new Date(first.created_at))}. Call back, or mark it contacted on the desk.`,
      url: DESK_PATHS.lead(first.id),
      tag: `lead-${first.id}`,
      callUrl: DESK_PATHS.call(first.id),
      renotify: true,
    };
  }
  return {
    title: `${leads.length} requests still new after an hour`,
    body: leads.map(who).join(" · "),
    url: DESK_PATHS.list,
    tag: "nudge",
    renotify: true,
  };
}

/** Pushes the nudge for the leads that are due it; returns how many leads it named. */
export async function nudgeWaitingLeads(db: D1Database, push: PushDeps | undefined, now: Date): Promise<number> {
  const window = nudgeWindow(now);
  if (!push || !window) return 0;
  const devices = await db.prepare("SELECT COUNT(*) AS n FROM push_subscriptions").first<{ n: number }>();
  if (!devices?.n) return 0;
  const { results } = await db
    .prepare(
      `SELECT id, name, postcode, created_at FROM leads
       WHERE sales_status = 'new' AND notification_status != 'spam' AND nudged_at IS NULL
         AND created_at <= ? AND created_at > ?
       ORDER BY created_at LIMIT 50`,
    )
    .bind(window.to.toISOString(), window.from.toISOString())
    .all<WaitingLead>();
  if (results.length === 0) return 0;
  // Claimed before the push: two cron runs at once nudge nobody twice. Best effort, like the digest's
  // push: a push service's failure is recorded on the device (the desk shows it), not retried.
  const claims = await db.batch(
    results.map((lead) =>
      db.prepare("UPDATE leads SET nudged_at = ? WHERE id = ? AND nudged_at IS NULL").bind(now.toISOString(), lead.id),
    ),
  );
  const claimed = results.filter((_, i) => claims[i]?.meta.changes === 1);
  if (claimed.length === 0) return 0;
  const reached = await pushToAll(db, nudgeNotice(claimed), push, () => now);
  // On each lead's timeline on the desk, as the first push is.
  await Promise.all(
    claimed.map((lead) => recordDelivery(db, lead.id, "nudge", now, reached > 0 ? undefined : "no phone took it")),
  );
  log("desk.nudged", { leads: claimed.length, devices: reached });
  return claimed.length;
}
