import { Form } from "react-router";
import { LeadCard } from "~/components/desk/LeadCard";
import { londonIsoDay } from "~/components/desk/format";
import { DESK_PATHS, parseLeadFilter, SALES_STATUS_LABELS, SALES_STATUSES } from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-list";

const DAY_MS = 86_400_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = deskFrom(context);
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const now = new Date();
  return {
    filter,
    leads: await desk.listLeads(filter),
    exportFrom: londonIsoDay(new Date(now.getTime() - 30 * DAY_MS)),
    exportTo: londonIsoDay(now),
  };
}

export const meta = () => [{ title: "Leads | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";

export default function DeskList({ loaderData }: Route.ComponentProps) {
  const { filter, leads, exportFrom, exportTo } = loaderData;
  const filtered = Boolean(filter.q || filter.status || filter.from || filter.to);
  return (
    <>
      <h1 className="text-2xl font-bold">Leads</h1>
      <Form
        method="get"
        role="search"
        aria-label="Find leads"
        className="mt-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="desk-q" className="font-semibold">
            Name, phone or postcode
          </label>
          <input
            id="desk-q"
            name="q"
            type="search"
            defaultValue={filter.q ?? ""}
            className={field}
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor="desk-status" className="font-semibold">
            Status
          </label>
          <select id="desk-status" name="status" defaultValue={filter.status ?? ""} className={field}>
            <option value="">Any status</option>
            {SALES_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SALES_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="desk-from" className="font-semibold">
              From
            </label>
            <input id="desk-from" name="from" type="date" defaultValue={filter.from ?? ""} className={field} />
          </div>
          <div>
            <label htmlFor="desk-to" className="font-semibold">
              To
            </label>
            <input id="desk-to" name="to" type="date" defaultValue={filter.to ?? ""} className={field} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn btn-primary">
            Show leads
          </button>
          {filtered && (
            <a href={DESK_PATHS.list} className="font-semibold text-brand-800 underline underline-offset-4">
              Clear filters
            </a>
          )}
        </div>
      </Form>

      <p className="mt-5 font-semibold" role="status">
        {leads.length === 1 ? "1 lead" : `${leads.length} leads`}
        {filtered ? " match" : ", newest first"}
      </p>
      {leads.length > 0 ? (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {leads.map((lead) => (
            <LeadCard key={lead.id} lead={lead} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-slate-700">No leads here. Try another search or clear the filters.</p>
      )}

      <section aria-labelledby="export-heading" className="mt-8 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="export-heading" className="text-lg font-bold">
          Export to Excel (CSV)
        </h2>
        <form method="get" action={DESK_PATHS.exportCsv} className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="export-from" className="font-semibold">
              From
            </label>
            <input id="export-from" name="from" type="date" required defaultValue={exportFrom} className={field} />
          </div>
          <div>
            <label htmlFor="export-to" className="font-semibold">
              To
            </label>
            <input id="export-to" name="to" type="date" required defaultValue={exportTo} className={field} />
          </div>
          <button type="submit" className="btn btn-primary">
            Download CSV
          </button>
        </form>
      </section>
    </>
  );
}
