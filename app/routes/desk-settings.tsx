import { Form, redirect } from "react-router";
import { DoneNotice } from "~/components/desk/DoneNotice";
import { readForm } from "~/lib/contracts/bounded-body";
import { DESK_PATHS } from "~/lib/contracts/desk";
import { MAX_BODY_BYTES } from "~/lib/contracts/quote/body";
import { deskFrom } from "~/lib/page/desk.server";
import type { Route } from "./+types/desk-settings";

const MESSAGES = {
  saved: "Saved: “Ask for a review” now gives customers this link.",
  refused: "That is not a web address starting with https:// — copy the whole link and paste it again.",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done");
  return {
    reviewLink: await deskFrom(context).reviewLink(),
    done: done === "saved" || done === "refused" ? (done as keyof typeof MESSAGES) : null,
  };
}

/** A plain form post (same origin checked by the Worker); answers with a redirect back here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, MAX_BODY_BYTES).catch(() => new FormData());
  const outcome = await deskFrom(context).setReviewLink(String(form.get("reviewLink") ?? ""));
  return redirect(`${DESK_PATHS.settings}?done=${outcome}`, 303);
}

export const meta = () => [{ title: "Settings | Lead desk" }, { name: "robots", content: "noindex, nofollow" }];

/** The owner's settings: the one review link every customer is asked to use. */
export default function DeskSettings({ loaderData }: Route.ComponentProps) {
  const { reviewLink, done } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <DoneNotice message={done ? MESSAGES[done] : null} />
      <section aria-labelledby="review-link-heading" className="mt-4 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="review-link-heading" className="text-lg font-bold">
          Your review link
        </h2>
        <p className="mt-2">
          The one link every customer is asked to leave a review on, after a job (“Ask for a review” on a lead). To find
          it: open your Google Business Profile (search your business name on Google while signed in), tap “Ask for
          reviews” and then “Copy link”. Paste it below.
        </p>
        <Form method="post" className="mt-3">
          <label htmlFor="review-link" className="font-semibold">
            Review link (starts with https://)
          </label>
          <input
            id="review-link"
            name="reviewLink"
            type="url"
            required
            maxLength={500}
            defaultValue={reviewLink ?? ""}
            placeholder="https://g.page/r/…/review"
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          />
          <button type="submit" className="btn btn-primary mt-2">
            Save the review link
          </button>
        </Form>
        <p className="mt-3 text-slate-800">{reviewLink ? `Now: ${reviewLink}` : "Not set yet."}</p>
      </section>
    </>
  );
}
