import { Form, Link } from "react-router";
import { DESK_PATHS } from "~/lib/contracts/desk";
import type { DeskReview } from "~/lib/contracts/desk-port.server";
import { formatDeskTime } from "./format";

/**
 * "Ask for a review" on a job done or won. One link for every
 * customer; the desk never asks how the job went first, and nothing is offered
 * for a review. Without an e-mail address: the link and its QR code to show
 * at the door.
 */
export function ReviewPanel({ review, className }: { review: DeskReview; className?: string }) {
  return (
    <section aria-labelledby="review-heading" className={className}>
      <h3 id="review-heading" className="font-bold">
        Ask for a review
      </h3>
      <p className="mt-2 text-slate-800">
        Ask every customer the same way, whatever the job and however it went, and never offer anything for a review
        (our{" "}
        <a href="/reviews-policy" className="text-brand-800 underline underline-offset-4">
          reviews policy
        </a>
        ).
      </p>
      {review.askedAt && <p className="mt-2 font-semibold">Asked {formatDeskTime(review.askedAt)}.</p>}
      {review.link ? (
        <>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="review" />
            <button type="submit" className="btn btn-primary">
              {review.emailGiven ? "E-mail the review link" : "Ask for a review at the door"}
            </button>
          </Form>
          {!review.emailGiven && (
            <div className="mt-4">
              <p>Show the customer this link or let them scan the code:</p>
              <p className="mt-1 font-mono break-all">{review.link}</p>
              {review.qrSvg && (
                <div
                  role="img"
                  aria-label={`QR code for ${review.link}`}
                  className="mt-3 w-48 bg-white"
                  dangerouslySetInnerHTML={{ __html: review.qrSvg }}
                />
              )}
            </div>
          )}
        </>
      ) : (
        <p className="mt-3 text-red-900">
          Your review link is not set yet. Copy it from your Google Business Profile (“Ask for reviews”, then “Copy
          link”) and paste it on the{" "}
          <Link to={DESK_PATHS.settings} className="font-semibold underline underline-offset-4">
            Settings
          </Link>{" "}
          page; then this button appears here.
        </p>
      )}
    </section>
  );
}
