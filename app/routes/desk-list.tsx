import { data, Form } from "react-router";
import { LeadCard, LeadRow, leadRowFields } from "~/components/desk/LeadCard";
import { londonIsoDay } from "~/components/desk/format";
import {
  DESK_PAGE_SIZE,
  DESK_PATHS,
  type LeadFilter,
  parseLeadFilter,
  SALES_STATUS_LABELS,
  SALES_STATUSES,
} from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-list";

const DAY_MS = 86_400_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = deskFrom(context);
  const { filter, error } = parseLeadFilter(new URL(request.url).searchParams);
  const now = new Date();
  const exportRange = { exportFrom: londonIsoDay(new Date(now.getTime() - 30 * DAY_MS)), exportTo: londonIsoDay(now) };
  // An impossible date is the owner's to correct: said plainly, with a 400, and nothing looked up.
  if (error) return data({ filter, error, list: null, needs: null, ...exportRange }, { status: 400 });
  const searching = Boolean(filter.q || filter.status || filter.from || filter.to || filter.page);
  const [list, needs] = await Promise.all([desk.listLeads(filter), searching ? null : desk.needsAction()]);
  return { filter, error, list: { total: list.total, leads: list.leads.map(leadRowFields) }, needs, ...exportRange };
}

export const meta = () => [{ title: "Leads | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const link = "font-semibold text-brand-800 underline underline-offset-4";

/** The list's address for another page, keeping the filters. */
function pageHref(filter: LeadFilter, page: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "from", "to"] as const) if (filter[key]) params.set(key, String(filter[key]));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `${DESK_PATHS.list}${query ? `?${query}` : ""}#all`;
}

export default function DeskList({ loaderData }: Route.ComponentProps) {
  const { filter, error, list, needs, exportFrom, exportTo } = loaderData;
  const filtered = Boolean(filter.q || filter.status || filter.from || filter.to);
  const page = filter.page ?? 1;
  const pages = list ? Math.max(1, Math.ceil(list.total / DESK_PAGE_SIZE)) : 1;
  return (
    <>
      {needs && (
        <section aria-labelledby="needs-heading">
          <h1 id="needs-heading" className="text-2xl font-bold">
            Needs action
          </h1>
          {needs.cards.length > 0 ? (
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {needs.cards.map((card) => (
                <LeadCard key={card.lead.id} lead={card.lead} reasons={card.reasons} />
              ))}
            </ul>
          ) : (
            <p className="mt-2">Nothing needs you now: no new requests, no changes, no visits today.</p>
          )}
          {needs.moreOther > 0 && (
            <p className="mt-3">
              {needs.moreOther === 1 ? "1 more needs you" : `${needs.moreOther} more need you`}: they show here as you
              deal with these.
            </p>
          )}
          {needs.moreNew > 0 && (
            <p className="mt-3">
              <a href={`${DESK_PATHS.list}?status=new#all`} className={link}>
                {needs.moreNew === 1 ? "1 more new request" : `${needs.moreNew} more new requests`}
              </a>
            </p>
          )}
        </section>
      )}

      <section aria-labelledby="all" className={needs ? "mt-8" : ""}>
        {needs ? (
          <h2 id="all" className="text-xl font-bold">
            All leads
          </h2>
        ) : (
          <h1 id="all" className="text-2xl font-bold">
            Leads
          </h1>
        )}
        <details open={filtered || Boolean(error)} className="mt-3 rounded-xl bg-white p-3 shadow-sm">
          <summary className="cursor-pointer py-1 font-semibold">Find, filter or export</summary>
          <Form
            method="get"
            role="search"
            aria-label="Find leads"
            className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
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
                <a href={DESK_PATHS.list} className={link}>
                  Clear filters
                </a>
              )}
            </div>
          </Form>
          <form
            method="get"
            action={DESK_PATHS.exportCsv}
            className="mt-4 flex flex-wrap items-end gap-3 border-t pt-3"
          >
            <p className="w-full font-semibold">Export to Excel (CSV)</p>
            <div>
              <label htmlFor="export-from">From</label>
              <input id="export-from" name="from" type="date" required defaultValue={exportFrom} className={field} />
            </div>
            <div>
              <label htmlFor="export-to">To</label>
              <input id="export-to" name="to" type="date" required defaultValue={exportTo} className={field} />
            </div>
            <button type="submit" className="btn btn-outline text-brand-800">
              Download CSV
            </button>
          </form>
        </details>

        {error && (
          <p role="alert" className="mt-4 rounded-lg border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
            {error}
          </p>
        )}
        {list && (
          <>
            <p className="mt-4 font-semibold" role="status">
              {list.total === 1 ? "1 lead" : `${list.total} leads`}
              {filtered ? " match" : ", newest first"}
              {pages > 1 ? ` · page ${page} of ${pages}` : ""}
            </p>
            {list.leads.length > 0 ? (
              <ul className="mt-3 grid gap-3 lg:grid-cols-2">
                {list.leads.map((lead) => (
                  <LeadRow key={lead.id} lead={lead} />
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">No leads here. Try another search or clear the filters.</p>
            )}
            {pages > 1 && (
              <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap justify-between gap-3">
                {page > 1 ? (
                  <a href={pageHref(filter, page - 1)} className="btn btn-outline text-brand-800">
                    ← Newer
                  </a>
                ) : (
                  <span />
                )}
                {page < pages && (
                  <a href={pageHref(filter, page + 1)} className="btn btn-outline text-brand-800">
                    Older →
                  </a>
                )}
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}
