/** /requests/{token}/visit.ics: the booked visit as a calendar file; 404 when nothing is booked. */
import { notFound } from "~/lib/not-found";
import { requestContext } from "~/lib/request-context.server";
import type { Route } from "./+types/request-calendar";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { requests } = context.get(requestContext);
  const ics = requests ? await requests.calendar(params.token) : null;
  if (!ics) notFound();
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'attachment; filename="visit.ics"',
    },
  });
}
