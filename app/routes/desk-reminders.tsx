import { ScrollableTable } from "~/components/ScrollableTable";
import { DESK_PATHS } from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-reminders";

/** /desk/reminders: confirmed reminders due in the next 60 days, soonest first, with a CSV. */
export async function loader({ context }: Route.LoaderArgs) {
  return { reminders: await deskFrom(context).reminders() };
}

export const meta = () => [{ title: "Reminders | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

const dateText = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

export default function DeskReminders({ loaderData }: Route.ComponentProps) {
  const { reminders } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Reminders due in the next 60 days</h1>
      <p className="mt-2 text-slate-800">
        People who signed up and confirmed: each gets an e-mail 8 and 3 weeks before the date.{" "}
        <a href={DESK_PATHS.remindersCsv} className="font-semibold text-brand-800 underline underline-offset-4">
          Download as CSV
        </a>
      </p>
      {reminders.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-4 shadow-sm">None due in the next 60 days.</p>
      ) : (
        <ScrollableTable label="Reminders due in the next 60 days" className="mt-4 bg-white shadow-sm">
          <table className="w-full text-left">
            <caption className="sr-only">Reminders due in the next 60 days</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="p-3">
                  Due
                </th>
                <th scope="col" className="p-3">
                  Check
                </th>
                <th scope="col" className="p-3">
                  E-mail
                </th>
                <th scope="col" className="p-3">
                  District
                </th>
                <th scope="col" className="p-3">
                  Property
                </th>
              </tr>
            </thead>
            <tbody>
              {reminders.map((row) => (
                <tr
                  key={`${row.email}-${row.dueDate}-${row.kind}-${row.postcode}-${row.property}`}
                  className="border-b border-slate-100"
                >
                  <td className="p-3 whitespace-nowrap">{dateText(row.dueDate)}</td>
                  <td className="p-3">{row.kind}</td>
                  <td className="p-3 break-all">{row.email}</td>
                  <td className="p-3">{row.postcode}</td>
                  <td className="p-3">{row.property}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollableTable>
      )}
    </>
  );
}
