import { data } from "react-router";

/** Ends a loader with the site's 404 page and an HTTP 404 status. */
export function notFound(): never {
  throw data("Not Found", { status: 404 });
}

/** Returns the item, or ends the loader with a 404 when there is none. */
export function found<T>(item: T | undefined): T {
  if (item === undefined) notFound();
  return item;
}
