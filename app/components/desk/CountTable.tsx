import type { CountRow } from "~/lib/contracts/desk-port.server";

/** A count per label, with a bar for the eye and the number for everyone. */
export function CountTable({ caption, label, rows }: { caption: string; label: string; rows: CountRow[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <table className="mt-2 w-full text-left">
      <caption className="text-left text-lg font-bold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-sm text-slate-700">
          <th scope="col" className="py-1 pr-2 font-semibold">
            {label}
          </th>
          <th scope="col" className="w-1/2 py-1 font-semibold">
            Leads
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={2} className="py-2 text-slate-700">
              None yet.
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-slate-200">
            <th scope="row" className="py-1.5 pr-2 font-normal break-all">
              {row.label}
            </th>
            <td className="py-1.5">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-3 rounded bg-brand-600"
                  style={{ width: `${(row.count / max) * 80}%` }}
                />
                <span className="font-semibold">{row.count}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
