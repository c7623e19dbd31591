/** The texts of a lead on its desk timeline: queued, sent, delivered, failed or not sent (a cap, STOP). */
import type { TimelineEntry } from "~/lib/contracts/desk-port.server";
import type { TextRow } from "./outbox";

const NAMES: Record<string, string> = {
  link: "the request page link",
  resend: "the request page link again",
  proposed: "the proposed times",
  confirmed: "the visit confirmation",
  on_way: "on my way",
};

const STATUS_WORDS: Record<string, string> = {
  queued: "sent to Twilio",
  accepted: "sent to Twilio",
  sending: "sending",
  sent: "sent to the network",
  delivered: "delivered",
  read: "delivered",
};

export async function textTimeline(db: D1Database, leadId: string): Promise<TimelineEntry[]> {
  const { results } = await db
    .prepare(
      "SELECT kind, created_at, status, status_at, error_code, last_error, sent_at, failed_at FROM texts WHERE lead_id = ?",
    )
    .bind(leadId)
    .all<
      Pick<
        TextRow,
        "kind" | "created_at" | "status" | "status_at" | "error_code" | "last_error" | "sent_at" | "failed_at"
      >
    >();
  return results.map((row): TimelineEntry => {
    const what = NAMES[row.kind] ?? row.kind;
    if (row.status === "capped" || row.status === "opted_out") {
      return { at: row.created_at, kind: "failure", text: `Text ${row.last_error ?? "not sent"}: ${what}` };
    }
    if (row.status === "failed" || row.status === "undelivered") {
      const why = row.error_code
        ? `error ${row.error_code}${row.error_code === "21610" ? ", the number replied STOP" : ""}`
        : (row.last_error ?? "no reason given");
      return {
        at: row.status_at ?? row.failed_at ?? row.created_at,
        kind: "failure",
        text: `Text ${row.status}: ${what} (${why})`,
      };
    }
    if (row.sent_at) {
      return {
        at: row.status_at ?? row.sent_at,
        kind: "delivery",
        text: `Text ${STATUS_WORDS[row.status] ?? row.status}: ${what}`,
      };
    }
    return { at: row.created_at, kind: "delivery", text: `Text queued: ${what}` };
  });
}
