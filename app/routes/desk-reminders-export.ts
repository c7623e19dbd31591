import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-reminders-export";

/** GET /desk/reminders.csv: the reminders due in the next 60 days. */
export async function loader({ context }: Route.LoaderArgs) {
  const csv = await deskFrom(context).remindersCsv();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="reminders-next-60-days.csv"',
    },
  });
}
