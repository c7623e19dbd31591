/**
 * The desk's "Notify this phone": the devices that get a Web Push
 * for every new lead, stored in `push_subscriptions` with the Access user who
 * turned each on. Listing, renaming, removing and a test notification.
 */
import type { DeskDevice, DeviceOutcome, NewPushSubscription } from "~/lib/contracts/desk-port.server";
import { listSubscriptions, type PushDeps, type PushSubscriptionRow, recordPushResult, sendPush } from "../leads/push";
import { isPushServiceEndpoint } from "../leads/push-hosts";

const MAX_LABEL = 60;

export interface DeviceDeps {
  db: D1Database;
  actor: string;
  now: () => Date;
  /** Absent when the VAPID keys are not set: nothing can be pushed. */
  push?: PushDeps;
}

const cleanLabel = (label: string) => label.replace(/\s+/g, " ").trim().slice(0, MAX_LABEL);

/** A push endpoint is an https URL of a push service's host; its keys are base64url (RFC 8291: 65-byte key, 16-byte secret). */
function isSubscription(s: NewPushSubscription): boolean {
  return (
    isPushServiceEndpoint(s.endpoint) &&
    s.endpoint.length <= 1000 &&
    /^[A-Za-z0-9_-]{86,88}$/.test(s.p256dh) &&
    /^[A-Za-z0-9_-]{21,24}$/.test(s.auth)
  );
}

function toDevice(row: PushSubscriptionRow): DeskDevice {
  return {
    id: row.id,
    label: row.label,
    userEmail: row.user_email,
    createdAt: row.created_at,
    lastSuccessAt: row.last_success_at,
    lastError: row.last_error,
  };
}

export async function listDevices(db: D1Database): Promise<DeskDevice[]> {
  return (await listSubscriptions(db)).map(toDevice);
}

/** Stores a subscription; the same endpoint again (the phone pressed the button twice) updates its keys and label. */
export async function addDevice(deps: DeviceDeps, subscription: NewPushSubscription): Promise<DeviceOutcome> {
  const label = cleanLabel(subscription.label) || "Phone";
  if (!isSubscription(subscription)) return "refused";
  await deps.db
    .prepare(
      `INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, user_email, label, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
         user_email = excluded.user_email, label = excluded.label, last_error = NULL`,
    )
    .bind(
      crypto.randomUUID(),
      subscription.endpoint,
      subscription.p256dh,
      subscription.auth,
      deps.actor,
      label,
      deps.now().toISOString(),
    )
    .run();
  return "added";
}

export async function renameDevice(db: D1Database, id: string, label: string): Promise<DeviceOutcome> {
  const clean = cleanLabel(label);
  if (!clean) return "refused";
  const result = await db.prepare("UPDATE push_subscriptions SET label = ? WHERE id = ?").bind(clean, id).run();
  return result.meta.changes === 1 ? "renamed" : "refused";
}

export async function removeDevice(db: D1Database, id: string): Promise<DeviceOutcome> {
  const result = await db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
  return result.meta.changes === 1 ? "removed" : "refused";
}

/** A test notification to one device, recorded like a lead's push (a 404/410 removes the device). */
export async function testDevice(deps: DeviceDeps, id: string): Promise<DeviceOutcome> {
  if (!deps.push) return "not_configured";
  const row = await deps.db
    .prepare("SELECT * FROM push_subscriptions WHERE id = ?")
    .bind(id)
    .first<PushSubscriptionRow>();
  if (!row) return "refused";
  const result = await sendPush(
    row,
    { title: "Test from the lead desk", body: `Notifications reach ${row.label}.`, url: "/desk", tag: "desk-test" },
    deps.push,
  );
  await recordPushResult(deps.db, row.id, result, deps.now());
  return result.ok ? "tested" : "test_failed";
}
