import { env } from "cloudflare:workers";
import { afterAll } from "vitest";

/**
 * Worker tests only (the build's queue consumers are running): a test file
 * ends once the queue has delivered everything its tests sent, so no delivery
 * is still in flight when the pool moves on to the next file. One that was
 * made the run stop there for ever (3 of 12 runs of the worker project hung
 * after workers/api/contact.test.ts or workers/crons.test.ts; 0 of 12 with this).
 * Waits on the database: until no lead or visitor e-mail marked as queued is
 * unsent, for at most 3 s (a batch is delivered within 1 s here). Rows queued
 * through a test's recording queue are never delivered; the cap is for them.
 */
const IN_FLIGHT = `SELECT
  (SELECT COUNT(*) FROM leads WHERE notification_status = 'pending' AND queued_at IS NOT NULL) +
  (SELECT COUNT(*) FROM customer_emails WHERE sent_at IS NULL AND failed_at IS NULL AND queued_at IS NOT NULL) AS n`;

afterAll(async () => {
  const db = (env as Env).LEADS_DB;
  for (let tries = 0; tries < 30; tries++) {
    const inFlight = (await db.prepare(IN_FLIGHT).first<{ n: number }>())?.n ?? 0;
    if (inFlight === 0) return;
    await scheduler.wait(100);
  }
}, 30_000);
