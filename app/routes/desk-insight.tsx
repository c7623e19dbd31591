import { CountTable } from "~/components/desk/CountTable";
import { formatWeek } from "~/components/desk/format";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-insight";

export async function loader({ context }: Route.LoaderArgs) {
  return { insight: await deskFrom(context).insight() };
}

export const meta = () => [{ title: "Insight | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

const card = "mt-4 rounded-xl bg-white p-4 shadow-sm";

export default function DeskInsight({ loaderData }: Route.ComponentProps) {
  const { insight } = loaderData;
  const share = insight.all ? Math.round((insight.won / insight.all) * 100) : 0;
  return (
    <>
      <h1 className="text-2xl font-bold">Insight: the last 12 weeks</h1>
      <p className="mt-1 text-slate-700">Spam left out. Counted on this site only: no cookies, no third parties.</p>
      <p className="mt-4 rounded-xl bg-white p-4 text-lg shadow-sm">
        <span className="font-bold">
          {insight.won} won of {insight.all}
        </span>{" "}
        leads ({share}%)
      </p>
      <div className={card}>
        <CountTable
          caption="Leads per week"
          label="Week from"
          rows={insight.weeks.map((w) => ({ label: formatWeek(w.label), count: w.count }))}
        />
      </div>
      <div className={card}>
        <table className="w-full text-left">
          <caption className="text-left text-lg font-bold text-slate-900">
            Which pages bring work: calls and forms per page
          </caption>
          <thead>
            <tr className="border-b border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-1 pr-2 font-semibold">
                Page
              </th>
              <th scope="col" className="px-2 py-1 text-right font-semibold">
                Call taps
              </th>
              <th scope="col" className="px-2 py-1 text-right font-semibold">
                E-mail taps
              </th>
              <th scope="col" className="py-1 pl-2 text-right font-semibold">
                Forms
              </th>
            </tr>
          </thead>
          <tbody>
            {insight.pages.length === 0 && (
              <tr>
                <td colSpan={4} className="py-2 text-slate-700">
                  None yet.
                </td>
              </tr>
            )}
            {insight.pages.map((row) => (
              <tr key={row.page} className="border-b border-slate-200">
                <th scope="row" className="py-1.5 pr-2 font-normal break-all">
                  {row.page}
                </th>
                <td className="px-2 py-1.5 text-right font-semibold">{row.calls}</td>
                <td className="px-2 py-1.5 text-right font-semibold">{row.emails}</td>
                <td className="py-1.5 pl-2 text-right font-semibold">{row.forms}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-x-4 lg:grid-cols-3">
        <div className={card}>
          <CountTable caption="By source page" label="Page" rows={insight.bySourcePage} />
        </div>
        <div className={card}>
          <CountTable caption="By service or price" label="Service" rows={insight.byService} />
        </div>
        <div className={card}>
          <CountTable caption="By postcode district" label="District" rows={insight.byDistrict} />
        </div>
      </div>
    </>
  );
}
