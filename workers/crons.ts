/**
 * What each cron trigger of wrangler.toml (`[triggers] crons`) runs. A cron
 * missing from this table is refused with an error, never run as another: the
 * table and wrangler.toml must name the same schedules (workers/crons.test.ts).
 */
import { DIGEST_CRONS, sendDailyDigest } from "./desk/digest";
import { nudgeWaitingLeads } from "./desk/nudge";
import type { WorkerEnv } from "./env";
import { PURGE_CRON, REDRIVE_CRON, redrivePendingLeads } from "./leads/scheduled";
import { redriveEmails } from "./mail/outbox";
import { sendEmail } from "./mail/send";
import { sendDueReminders } from "./reminders/reminders";
import { purgeExpiredRecords } from "./retention";
import { redriveTexts } from "./texts/outbox";
import { leadConfig, mailBindings, pushDeps, reminderDeps } from "./wiring";
import { log } from "./log";

type CronJob = (env: WorkerEnv, now: Date) => Promise<void>;

async function redrive(env: WorkerEnv, now: Date) {
  await redrivePendingLeads(env.LEADS_DB, env.LEAD_QUEUE, now);
  await redriveEmails(env.LEADS_DB, env.LEAD_QUEUE, now).catch((error: unknown) =>
    log("customer_email.redrive_failed", { error: String(error) }),
  );
  await redriveTexts(env.LEADS_DB, env.LEAD_QUEUE, now).catch((error: unknown) =>
    log("text.redrive_failed", { error: String(error) }),
  );
  await nudgeWaitingLeads(env.LEADS_DB, pushDeps(env), now).catch((error: unknown) =>
    log("desk.nudge_failed", { error: String(error) }),
  );
}

async function purge(env: WorkerEnv, now: Date) {
  await purgeExpiredRecords(env.LEADS_DB, leadConfig(env).retentionDays, now, env.LEAD_PHOTOS);
  // The daily cron also sends the day's reminders, after purging what is no longer kept.
  await sendDueReminders({ ...reminderDeps(env), now: () => now });
}

async function digest(env: WorkerEnv, now: Date) {
  const { notifyFrom: from, notifyTo: to } = leadConfig(env);
  await sendDailyDigest(
    { db: env.LEADS_DB, from, to, sendEmail: (email) => sendEmail(mailBindings(env), email), push: pushDeps(env) },
    now,
  );
}

export const CRON_JOBS: Readonly<Record<string, CronJob>> = {
  [REDRIVE_CRON]: redrive,
  [PURGE_CRON]: purge,
  ...Object.fromEntries(DIGEST_CRONS.map((cron) => [cron, digest])),
};

export async function runCron(cron: string, env: WorkerEnv, now: Date): Promise<void> {
  const job = CRON_JOBS[cron];
  if (!job)
    throw new Error(`No job for the cron "${cron}": add it to workers/crons.ts or remove it from wrangler.toml`);
  await job(env, now);
}
