/**
 * The owner is told of every change a customer makes on their request page
 * (accepted a time, moved it, asked to change a booked visit, added details
 * or photos, gave an e-mail address, cancelled or undid that): one e-mail, through the
 * outbox (never lost), and one push to his phones, each listing the changes.
 * Changes made close together are grouped: each change queues a message
 * {kind: "owner_changes", leadId} that waits `GROUP_SECONDS`; the first to
 * arrive tells of every change not yet told (request_events after
 * lead_requests.changes_told_through, moved on in the statement that claims
 * them), and the others find nothing left.
 */
import { z } from "zod";
import { absoluteUrl } from "~/content/business";
import { DESK_PATHS } from "~/lib/contracts/desk";
import { deliverEach, lastTryEach } from "../mail/queue-batch";
import { firstNameOf, postcodeDistrict } from "../leads/lead";
import { listSubscriptions, type PushDeps, recordPushResult, sendPush } from "../leads/push";
import { composeOwnerChanges } from "./emails";
import { enqueueEmail } from "../mail/outbox";
import type { RequestEventRow } from "./store";
import { log, logError } from "../log";

export interface OwnerChangesMessage {
  kind: "owner_changes";
  leadId: string;
}

const messageSchema = z.object({ kind: z.literal("owner_changes"), leadId: z.string().min(1).max(100) });

export function isOwnerChangesMessage(body: unknown): body is OwnerChangesMessage {
  return messageSchema.safeParse(body).success;
}

/** How long a change waits for others to join it. */
export const GROUP_SECONDS = 120;

/** Tells the owner of a change, soon (the queue); a failure is logged, the change is stored all the same. */
export async function ownerChanged(queue: Queue<unknown> | undefined, leadId: string): Promise<void> {
  try {
    await queue?.send({ kind: "owner_changes", leadId } satisfies OwnerChangesMessage, {
      delaySeconds: GROUP_SECONDS,
    });
  } catch (error) {
    log("request.owner_change_not_queued", { leadId, error: String(error) });
  }
}

/** One change in the owner's words; `forLockScreen` leaves out what the customer typed. */
export function changeLine(event: Pick<RequestEventRow, "kind" | "text">, forLockScreen = false): string {
  const text = event.text ?? "";
  switch (event.kind) {
    case "details":
      if (/^Added \d+ photos?\.$/.test(text)) return `added photos (${text.replace(/^Added |\.$/g, "")})`;
      return forLockScreen ? "added details" : `added details: "${text}"`;
    case "window":
      return `moved the time to ${text}`;
    case "accepted":
      return `accepted ${text}: the visit is booked`;
    case "change_asked":
      return `asked to change the booked visit: ${text}`;
    case "email":
      return "gave an e-mail address for updates";
    case "cancelled":
      return "cancelled the request";
    case "cancel_undone":
      return "undid the cancellation: the request is open again";
  }
}

export interface ChangesDeps {
  db: D1Database;
  queue: Queue<unknown>;
  now: () => Date;
  ownerFrom: string;
  ownerTo: string;
  push?: PushDeps;
}

/** Tells the owner of the lead's changes not yet told; "none" when another delivery told them. */
export async function tellOwner(deps: ChangesDeps, leadId: string): Promise<"told" | "none"> {
  const { db } = deps;
  const [leadRows, requestRows] = await db.batch([
    db.prepare("SELECT name, postcode FROM leads WHERE id = ?").bind(leadId),
    db.prepare("SELECT changes_told_through FROM lead_requests WHERE lead_id = ?").bind(leadId),
  ]);
  const lead = leadRows?.results[0] as { name: string; postcode: string } | undefined;
  const request = requestRows?.results[0] as { changes_told_through: number | null } | undefined;
  if (!lead || !request) return "none";
  const through = request.changes_told_through ?? 0;
  const { results: events } = await db
    .prepare("SELECT * FROM request_events WHERE lead_id = ? AND id > ? ORDER BY id")
    .bind(leadId, through)
    .all<RequestEventRow>();
  const last = events.at(-1);
  if (!last) return "none";
  // Claimed in one statement: two deliveries never tell the same changes twice.
  const claimed = await db
    .prepare(
      "UPDATE lead_requests SET changes_told_through = ? WHERE lead_id = ? AND COALESCE(changes_told_through, 0) = ?",
    )
    .bind(last.id, leadId, through)
    .run();
  if (claimed.meta.changes !== 1) return "none";
  const label = `${lead.name}, ${postcodeDistrict(lead.postcode)}`;
  const deskUrl = absoluteUrl(DESK_PATHS.lead(leadId));
  try {
    await enqueueEmail(
      deps,
      leadId,
      "owner_changes",
      composeOwnerChanges(
        label,
        events.map((event) => ({ at: event.at, line: changeLine(event) })),
        { from: deps.ownerFrom, to: deps.ownerTo },
        crypto.randomUUID(),
        deskUrl,
      ),
    );
  } catch (error) {
    // Not stored: give the changes back, so the retry tells them.
    await db
      .prepare("UPDATE lead_requests SET changes_told_through = ? WHERE lead_id = ? AND changes_told_through = ?")
      .bind(through, leadId, last.id)
      .run()
      .catch(() => undefined);
    throw error;
  }
  if (deps.push) {
    const notice = {
      title: `Customer ${events.length === 1 ? "change" : "changes"}: ${firstNameOf(lead.name)}, ${postcodeDistrict(lead.postcode)}`,
      body: events.map((event) => changeLine(event, true)).join("\n"),
      url: DESK_PATHS.lead(leadId),
      tag: `changes-${leadId}`,
      renotify: true,
    };
    // Best effort, as the morning digest: the e-mail above is the record.
    const devices = await listSubscriptions(db).catch(() => []);
    await Promise.all(
      devices.map(async (device) => {
        const result = await sendPush(device, notice, deps.push!);
        await recordPushResult(db, device.id, result, deps.now()).catch(() => undefined);
      }),
    );
  }
  log("request.owner_told", { leadId, changes: events.length });
  return "told";
}

/** The batch's change messages, each on its own. */
export async function handleOwnerChanges(messages: readonly Message<unknown>[], deps: ChangesDeps): Promise<void> {
  await deliverEach<OwnerChangesMessage>(
    messages,
    ({ leadId }) => tellOwner(deps, leadId),
    ({ leadId }, error) => log("request.owner_changes_failed", { leadId, error: String(error) }),
  );
}

/** Every retry used up: one last try; the changes stay on the desk's timeline either way. */
export async function handleDeadOwnerChanges(messages: readonly Message<unknown>[], deps: ChangesDeps): Promise<void> {
  await lastTryEach<OwnerChangesMessage>(
    messages,
    ({ leadId }) => tellOwner(deps, leadId),
    ({ leadId }, error) => logError("request.owner_changes_gave_up", { leadId, error: String(error) }),
  );
}
