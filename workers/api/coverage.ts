/** GET (or HEAD) /api/coverage?postcode=TS5: the coverage check as JSON. */
import { checkCoverage } from "~/lib/contracts/coverage";

export function handleCoverage(request: Request): Response {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return Response.json({ message: "Use GET." }, { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const postcode = new URL(request.url).searchParams.get("postcode") ?? "";
  const answer = checkCoverage(postcode.slice(0, 16));
  const response = Response.json(answer, {
    status: answer.status === "invalid" ? 400 : 200,
    headers: { "Cache-Control": "public, max-age=3600" },
  });
  // HEAD: the same status and headers, no body.
  return request.method === "HEAD" ? new Response(null, response) : response;
}
