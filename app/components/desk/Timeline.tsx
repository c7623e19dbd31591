import type { TimelineEntry } from "~/lib/contracts/desk-port.server";
import { formatDeskTime } from "./format";

const MARKS: Record<TimelineEntry["kind"], string> = {
  received: "Request",
  delivery: "Told",
  failure: "Problem",
  status: "Status",
  note: "Your note",
  action: "Action",
};

/** Everything that happened to a lead, oldest first. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="mt-3 space-y-3 border-l-2 border-slate-300 pl-4">
      {entries.map((entry, i) => (
        <li key={`${entry.at}-${i}`} className="relative">
          <p className="text-sm text-slate-700">
            <time dateTime={entry.at}>{formatDeskTime(entry.at)}</time> ·{" "}
            <span className={entry.kind === "failure" ? "font-bold text-red-900" : "font-semibold"}>
              {entry.actor === "customer" ? "The customer" : MARKS[entry.kind]}
            </span>
            {entry.actor && entry.actor !== "customer" ? ` · ${entry.actor}` : ""}
          </p>
          <p className="break-words whitespace-pre-wrap">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
