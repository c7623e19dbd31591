import { useEffect, useRef } from "react";
import type { LinkSentBy } from "~/lib/contracts/quote/fields";

/** How the request page's link reached the visitor, in their words. */
export function linkSentText(sentBy: LinkSentBy | undefined): string {
  const by = sentBy ?? { text: false, email: false, landline: false };
  if (by.text && by.email) return "We have sent the link to your request page by text message and by e-mail.";
  if (by.text) return "We have sent the link to your request page to your mobile by text message.";
  if (by.email) return "We have e-mailed you the link to your request page.";
  if (by.landline) {
    return "That number is a landline, so we cannot text you: we'll call you. Bookmark your request page to come back to it.";
  }
  return "Bookmark your request page: the link is the only way back to it.";
}

/**
 * What replaces a quote form once it is sent, with and without JavaScript:
 * the server's message, what happens next, the way back to the request page
 * (and to adding photos there) and how the link was sent. The form is not
 * shown again on that page view.
 */
export function RequestReceived({
  formId,
  message,
  requestUrl,
  linkSentBy,
  tone = "light",
  children,
}: {
  formId: string;
  message: string;
  requestUrl?: string;
  linkSentBy?: LinkSentBy;
  tone?: "light" | "dark";
  /** Photo uploads still under way, and their report (the contact page's form). */
  children?: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the panel appears where the form was: the heading takes the focus, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const headingId = `${formId}-received-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-quote-form={formId}
      data-request-received=""
      className={`space-y-4 ${tone === "dark" ? "text-white" : "text-slate-800"}`}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold text-inherit">
        Request received
      </h2>
      <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-semibold text-green-900">
        {message}
      </p>
      <div>
        <h3 className="font-semibold">What happens next</h3>
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
          <li>The engineer reads your request and calls you to arrange the visit.</li>
          <li>The time agreed, and any change to it, shows on your request page.</li>
          <li>You can add details or photos there at any time, or cancel.</li>
        </ol>
      </div>
      {requestUrl ? (
        <>
          <p className="text-sm">{linkSentText(linkSentBy)}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={requestUrl} className="btn btn-call grow">
              Open your request page
            </a>
            <a
              href={`${requestUrl}#request-photos`}
              className={`btn btn-outline grow ${tone === "dark" ? "text-white" : "text-brand-800"}`}
            >
              Add photos
            </a>
          </div>
        </>
      ) : null}
      {children}
    </section>
  );
}
