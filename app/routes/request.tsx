/**
 * /requests/{token}: the visitor's own request page. Private by construction:
 * the Worker answers it with `Cache-Control: private, no-store`, noindex and
 * no referrer, rate limits look-ups, and never caches it; an unknown, expired
 * or revoked token is the site's ordinary 404 page. Every form is plain HTML
 * that posts here and is answered with a redirect back (works without JavaScript).
 */
import { isMultipart, readForm } from "~/lib/contracts/bounded-body";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { redirect } from "react-router";
import { useEffect } from "react";
import { sendOnPick } from "~/lib/browser/send-on-pick";
import { ServerPage } from "~/lib/page/server-rendered";
import { RequestPage } from "~/components/request/RequestPage";
import { business } from "~/content/business";
import {
  REQUEST_ACTION_MESSAGES,
  type RequestAction,
  type RequestActionOutcome,
  type RequestPageView,
  requestPagePath,
} from "~/lib/contracts/request-page";
import { loaderMeta } from "~/lib/page/loader-meta";
import type { MetaTag } from "~/lib/page/seo";
import { notFound } from "~/lib/page/not-found";
import { requestContext } from "~/lib/contracts/request-context.server";
import { serverPage } from "~/lib/page/server-html.server";
import type { Route } from "./+types/request";

function port(context: Route.LoaderArgs["context"]) {
  const { requests } = context.get(requestContext);
  if (!requests) notFound();
  return requests;
}

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const view = await port(context).view(params.token);
  if (!view) notFound();
  const done = new URL(request.url).searchParams.get("done");
  const meta: MetaTag[] = [
    { title: `Your request | ${business.name}` },
    { name: "description", content: "Your request: where it stands, your visit and what happens next." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
  const page = {
    meta,
    jsonLd: [],
    view,
    done: done && done in REQUEST_ACTION_MESSAGES ? (done as RequestActionOutcome) : null,
    calendarHref: `${requestPagePath(params.token)}/visit.ics`,
  };
  return serverPage(args, page, Page);
}

interface PageData {
  view: RequestPageView;
  done: RequestActionOutcome | null;
  calendarHref: string;
}

function Page({ loaderData }: { loaderData: PageData }) {
  return <RequestPage {...loaderData} />;
}

/** Reads one action from the posted form; anything else is refused. */
function actionOf(form: FormData): RequestAction | undefined {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  switch (text("intent")) {
    case "details":
      return { kind: "details", text: text("details") };
    case "cancel":
      return { kind: "cancel" };
    case "undo_cancel":
      return { kind: "undo_cancel" };
    case "accept":
      return { kind: "accept", windowId: text("windowId") };
    case "window":
      return { kind: "window", windowId: text("windowId") };
    case "email":
      return { kind: "email", email: text("email") };
    case "change":
      return { kind: "change", windowIds: form.getAll("windowId").filter((v): v is string => typeof v === "string") };
    default:
      return undefined;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const requests = port(context);
  if (isMultipart(request)) {
    // The one form with files: photos added to the request.
    const outcome = await requests.addPhotos(params.token, request);
    return redirect(`${requestPagePath(params.token)}?done=${outcome}`, 303);
  }
  // Bounded like every endpoint: a page form's fields are a few KB at most.
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => undefined);
  const chosen = form ? actionOf(form) : undefined;
  const outcome = chosen ? await requests.act(params.token, chosen) : "refused";
  return redirect(`${requestPagePath(params.token)}?done=${outcome}`, 303);
}

export const meta = loaderMeta;

/** The server-rendered page, with its "Add photos" sent as soon as photos are picked. */
export default function RequestRoute(props: Parameters<typeof ServerPage>[0]) {
  useEffect(() => sendOnPick(), []);
  return <ServerPage {...props} />;
}
