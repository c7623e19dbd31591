/** The Worker's cron entry point, as Cloudflare calls it. */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db, uniqueId, workerEnv } from "./test/fakes";
import { getLead, insertLead } from "./leads/store";
import { CRON_JOBS, runCron as runJob } from "./crons";
import wranglerToml from "../wrangler.toml?raw";

// The built Worker, called as Cloudflare's cron trigger calls it.
const worker = exports.default as unknown as {
  scheduled(controller: { cron: string; scheduledTime: number }): Promise<void>;
};

const runCron = (cron: string) => worker.scheduled({ cron, scheduledTime: Date.now() });

function lead(createdAt: string) {
  return {
    id: crypto.randomUUID(),
    submissionId: uniqueId("cron"),
    createdAt,
    name: "Cron Test",
    phone: "+447700900123",
    postcode: "TS5 6AA",
    issue: null,
    service: null,
    sourcePage: null,
  };
}

describe("scheduled()", () => {
  it("the daily cron deletes leads past LEAD_RETENTION_DAYS (365)", async () => {
    const old = lead(new Date(Date.now() - 400 * 86_400_000).toISOString());
    const recent = lead(new Date(Date.now() - 10 * 86_400_000).toISOString());
    await insertLead(db, old);
    await insertLead(db, recent);
    await runCron("17 3 * * *");
    expect(await getLead(db, old.id)).toBeNull();
    expect(await getLead(db, recent.id)).not.toBeNull();
  });

  it("the five-minute cron re-queues a lead that never reached the queue", async () => {
    const stuck = lead(new Date(Date.now() - 10 * 60_000).toISOString());
    await insertLead(db, stuck);
    await runCron("*/5 * * * *");
    expect((await getLead(db, stuck.id))?.queued_at).not.toBeNull();
  });
});

describe("the cron table", () => {
  it("names exactly wrangler.toml's crons", () => {
    const line = wranglerToml.match(/^crons = \[(.*)\]$/m)?.[1] ?? "";
    const crons = [...line.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(crons.length).toBeGreaterThan(0);
    expect(Object.keys(CRON_JOBS).sort()).toEqual(crons.sort());
  });

  it("refuses a cron it has no job for, instead of running another job", async () => {
    const stuck = lead(new Date(Date.now() - 10 * 60_000).toISOString());
    await insertLead(db, stuck);
    await expect(runJob("0 12 * * *", workerEnv, new Date())).rejects.toThrow('No job for the cron "0 12 * * *"');
    expect((await getLead(db, stuck.id))?.queued_at).toBeNull();
  });
});
