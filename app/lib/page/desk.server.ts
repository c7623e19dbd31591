import type { RouterContextProvider } from "react-router";
import type { DeskPort } from "~/lib/contracts/desk-port.server";
import { requestContext } from "~/lib/contracts/request-context.server";
import { notFound } from "./not-found";

/** The desk port of this request; a request without one (no verified Access token) ends in a 404. */
export function deskFrom(context: Readonly<RouterContextProvider>): DeskPort {
  const { desk } = context.get(requestContext);
  if (!desk) notFound();
  return desk;
}
