/**
 * The page where one confirmed address manages its reminders (no login: a
 * bearer link in every e-mail about a reminder and on the confirmed page):
 * every reminder of the address, change a date, add a property (no second
 * opt-in, since the address is confirmed; the add is notified by e-mail),
 * start one signed up on the public form but not yet confirmed (another
 * property signed up within the hour gets no confirm e-mail of its own),
 * remove one, unsubscribe from all. Reading the page changes nothing; each
 * button is one POST.
 */
import { absoluteUrl, reminderLimits } from "~/content/business";
import { londonDay } from "~/lib/contracts/london-time";
import {
  addReminderSchema,
  changeDateSchema,
  MANAGE_INTENTS,
  type ManageIntent,
  type ManageOutcome,
  type ManageView,
  propertyText,
  REMINDER_ADD_CONSENT_TEXT,
  REMINDER_KINDS,
  REMINDER_PATHS,
  reminderFieldErrors,
} from "~/lib/contracts/reminders";
import { log } from "../log";
import { enqueueEmail } from "../mail/outbox";
import { composeAddedEmail, dayText } from "./emails";
import { addressOfManageLink, type ManageLinkDeps, manageLinkOf } from "./manage-link";
import { factsOf, isConfirmedAddress, newLink, outboxKey, type ReminderDeps, type ReminderRow } from "./reminders";

const LIVE = "email = ? AND unsubscribed_at IS NULL";

async function liveReminders(db: D1Database, email: string): Promise<ReminderRow[]> {
  const { results } = await db
    .prepare(`SELECT * FROM reminders WHERE ${LIVE} ORDER BY due_date, property_name, id`)
    .bind(email)
    .all<ReminderRow>();
  return results;
}

/** The confirmed address a manage link opens, or null (unknown link, or every reminder gone). */
async function openAddress(
  deps: ManageLinkDeps,
  token: string,
): Promise<{ email: string } | { state: "gone" | "unknown" }> {
  const email = await addressOfManageLink(deps, token);
  if (!email) return { state: "unknown" };
  return (await isConfirmedAddress(deps.db, email)) ? { email } : { state: "gone" };
}

export async function manageView(deps: ManageLinkDeps, token: string): Promise<ManageView> {
  const address = await openAddress(deps, token);
  if ("state" in address) return address;
  const rows = await liveReminders(deps.db, address.email);
  return {
    state: "open",
    email: address.email,
    reminders: rows.map((row) => ({ id: row.id, confirmed: row.confirmed_at !== null, ...factsOf(row) })),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** Stops reminders now: set unsubscribed, and anything composed but not yet sent is not sent. */
function stop(db: D1Database, ids: readonly string[], at: string): D1PreparedStatement[] {
  return ids.flatMap((id) => [
    db.prepare("UPDATE reminders SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL").bind(at, id),
    db
      .prepare("UPDATE customer_emails SET raw = NULL, failed_at = ? WHERE lead_id = ? AND sent_at IS NULL")
      .bind(at, outboxKey(id)),
  ]);
}

/** One of the manage page's buttons. Bad input changes nothing and says what is wrong beside its field. */
export async function manage(
  deps: ReminderDeps,
  token: string,
  fields: Record<string, unknown>,
): Promise<ManageOutcome> {
  const address = await openAddress(deps, token);
  if ("state" in address) return { status: 404 };
  const { email } = address;
  const intent = text(fields.intent) as ManageIntent | undefined;
  if (!intent || !MANAGE_INTENTS.includes(intent)) {
    return {
      status: 422,
      intent: "add",
      errors: {},
      message: "That button is not one of this page's. Please try again.",
    };
  }
  const now = deps.now();
  const at = now.toISOString();
  const today = londonDay(now);
  const rows = await liveReminders(deps.db, email);

  if (intent === "unsubscribe-all") {
    await deps.db.batch(
      stop(
        deps.db,
        rows.map((row) => row.id),
        at,
      ),
    );
    log("reminders.unsubscribed_all", { reminders: rows.length });
    return {
      status: 200,
      intent,
      message: "You are unsubscribed from every reminder: no more are sent. Your address is deleted in 30 days.",
    };
  }

  if (intent === "add") {
    const parsed = addReminderSchema(today).safeParse(fields);
    if (!parsed.success) {
      return {
        status: 422,
        intent,
        errors: reminderFieldErrors(parsed.error.issues),
        message: "Please check the fields marked below.",
      };
    }
    const { kind, dueDate, postcode, propertyName } = parsed.data;
    const what = `${REMINDER_KINDS[kind].short} for ${propertyText(postcode, propertyName)}`;
    const same = rows.find(
      (row) =>
        row.kind === kind &&
        row.due_date === dueDate &&
        row.postcode === postcode &&
        row.property_name === propertyName,
    );
    if (same) return { status: 200, intent, message: `You already have this reminder: the ${what}.` };
    if (rows.length >= reminderLimits.remindersPerAddress) {
      return {
        status: 422,
        intent,
        errors: {},
        message: `One address can keep ${reminderLimits.remindersPerAddress} reminders. Please remove one first.`,
      };
    }
    const id = crypto.randomUUID();
    await deps.db
      .prepare(
        `INSERT INTO reminders (id, created_at, email, kind, due_date, postcode, property_name, consent_text, consented_at, confirmed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(id, at, email, kind, dueDate, postcode, propertyName, REMINDER_ADD_CONSENT_TEXT, at, at)
      .run();
    const unsubscribeUrl = absoluteUrl(REMINDER_PATHS.unsubscribe(await newLink(deps.db, id, "unsubscribe", now)));
    const manageUrl = absoluteUrl(REMINDER_PATHS.manage(await manageLinkOf(deps, email, now)));
    await enqueueEmail(
      deps,
      outboxKey(id),
      "reminder_added",
      composeAddedEmail(
        { kind, dueDate, postcode, propertyName, unsubscribeUrl, manageUrl },
        { from: deps.from, to: email },
        crypto.randomUUID(),
      ),
    );
    log("reminders.added", { kind, district: postcode });
    return {
      status: 200,
      intent,
      message: `Added: the ${what}, due on ${dayText(dueDate)}. We have e-mailed you a note of it.`,
    };
  }

  const id = text(fields.id);
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) {
    return {
      status: 422,
      intent,
      errors: {},
      message: "That reminder is not on this page any more. Please reload it.",
    };
  }
  const what = `${REMINDER_KINDS[row.kind].short} for ${propertyText(row.postcode, row.property_name)}`;
  if (intent === "start") {
    if (!row.confirmed_at) {
      await deps.db
        .prepare("UPDATE reminders SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL")
        .bind(at, row.id)
        .run();
    }
    return {
      status: 200,
      intent,
      id: row.id,
      message: `Started: the ${what}. We will e-mail you 8 weeks and 3 weeks before.`,
    };
  }
  if (intent === "remove") {
    await deps.db.batch(stop(deps.db, [row.id], at));
    log("reminders.removed", { kind: row.kind });
    return { status: 200, intent, id: row.id, message: `Removed: the ${what}. No more e-mails are sent about it.` };
  }
  const parsed = changeDateSchema(today).safeParse(fields);
  if (!parsed.success) {
    return {
      status: 422,
      intent,
      id: row.id,
      errors: reminderFieldErrors(parsed.error.issues),
      message: "Please check the date.",
    };
  }
  await deps.db.prepare("UPDATE reminders SET due_date = ? WHERE id = ?").bind(parsed.data.dueDate, row.id).run();
  return {
    status: 200,
    intent,
    id: row.id,
    message: `Changed: the ${what} is now due on ${dayText(parsed.data.dueDate)}.`,
  };
}
