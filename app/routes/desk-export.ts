import { dayProblem } from "~/lib/contracts/desk";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-export";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** GET /desk/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the leads received on those London days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const desk = deskFrom(context);
  const params = new URL(request.url).searchParams;
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const problem = dayProblem("From", from) ?? dayProblem("To", to);
  if (problem || !DAY.test(from) || !DAY.test(to) || from > to) {
    return new Response(problem ?? "Choose a start and an end date (the start on or before the end).", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const csv = await desk.exportCsv(from, to);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${from}-to-${to}.csv"`,
    },
  });
}
