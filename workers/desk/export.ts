/** The desk's CSV export: one row per lead received in a range of London days. */
import { SALES_STATUS_LABELS, suspicionWords, VISIT_STATE_LABELS } from "~/lib/contracts/desk";
import { windowText } from "./visit-view";
import { formatUkPhone } from "~/lib/contracts/quote/request";
import { formatLondonTime } from "../leads/email";
import { toCsv } from "./csv";
import { leadsBetween, notificationState } from "./queries";

const HEADER = [
  "Received",
  "Name",
  "Phone",
  "Postcode",
  "Problem",
  "Service",
  "Page",
  "Status",
  "Notification",
  "Possible spam",
  "Visit",
  "Time asked for",
  "Reference",
] as const;

const NOTIFICATION_TEXT = { emailed: "E-mailed", sending: "Sending", failed: "Failed", held: "Not sent (spam)" };

export async function leadCsv(db: D1Database, from: string, to: string): Promise<string> {
  const rows = await leadsBetween(db, from, to);
  return toCsv(
    HEADER,
    rows.map((row) => [
      formatLondonTime(row.created_at),
      row.name,
      formatUkPhone(row.phone),
      row.postcode,
      row.issue,
      row.service,
      row.source_page,
      SALES_STATUS_LABELS[row.sales_status],
      NOTIFICATION_TEXT[notificationState(row)],
      row.suspicion ? suspicionWords(row.suspicion) : "",
      row.visit_state ? (VISIT_STATE_LABELS[row.visit_state] ?? row.visit_state) : "",
      windowText(row.requested_window ?? null),
      row.id,
    ]),
  );
}
