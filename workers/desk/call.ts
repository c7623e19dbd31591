/**
 * A push notification's "Call" action: /desk/leads/{id}/call
 * answers with a redirect to the lead's tel: link, behind the desk's gate like
 * every desk page, so the number never travels in a push nor shows on a lock
 * screen. Served by the Worker (no page, no script).
 */
import type { DeskPort } from "~/lib/contracts/desk-port.server";

export function deskCallPath(pathname: string): string | null {
  const match = /^\/desk\/leads\/([^/]+)\/call$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}

export async function serveCall(desk: DeskPort, leadId: string): Promise<Response> {
  const phone = await desk.phoneOf(leadId);
  if (!phone)
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(null, { status: 303, headers: { Location: `tel:${phone}` } });
}
