import { notFound } from "~/lib/page/not-found";

/** Any path no other route matches: the 404 page with an HTTP 404 status. */
export function loader() {
  notFound();
}

export default function NotFoundRoute() {
  return null;
}
