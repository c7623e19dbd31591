import { useState } from "react";
import { Form } from "react-router";
import { business } from "~/content/business";
import type { DeskTexts, DeskVisit } from "~/lib/contracts/desk-port.server";

const TEXTS_OFF: Record<NonNullable<DeskTexts["off"]>, string> = {
  no_secrets:
    "Texts are off: Twilio is not set up yet. Ask whoever looks after the website to add the Twilio account keys.",
  not_mobile: "No texts: the number is not a UK mobile.",
  opted_out: "No texts: the customer replied STOP to our texts.",
};

/** What the desk's "Text" button writes for the owner: a greeting, the proposed times and the link once shown. */
export function smsBody(name: string, visit: DeskVisit | null, link?: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  const times = visit?.state === "proposed" ? visit.proposedWindows.map((w) => w.label) : [];
  return [
    `Hello ${first}, it's ${business.name}.`,
    times.length ? `I can come ${times.join(" or ")}.` : "",
    link ? `Your request page: ${link}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The customer's request page link on the desk: a fresh one to copy (or to
 * text by hand: the "Text" button then carries it), and sending it again by
 * text or e-mail. Whether the customer gets texts, and the site's texts
 * against its daily cap, are said here.
 */
export function RequestLinkPanel({
  visit,
  texts,
  link,
  className,
}: {
  visit: DeskVisit;
  texts?: DeskTexts;
  link?: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const canText = texts ? texts.off === null : false;
  return (
    <section aria-labelledby="link-heading" className={className}>
      <h2 id="link-heading" className="text-lg font-bold">
        Request page link
      </h2>
      <p className="mt-1 text-slate-800">
        {visit.liveLinks > 0
          ? `${visit.liveLinks} working link${visit.liveLinks === 1 ? "" : "s"}.`
          : "No working link."}{" "}
        {texts && (texts.off ? TEXTS_OFF[texts.off] : "The customer gets texts about the visit.")}
      </p>
      {texts && (
        <p className="mt-1 text-sm text-slate-700">
          Texts sent by the site in the last 24 hours: {texts.siteToday} of {texts.sitePerDay}
          {texts.siteToday >= texts.sitePerDay ? " (the limit: no more go out until the count drops)" : ""}.
        </p>
      )}
      {link && (
        <div className="mt-3">
          <label htmlFor="request-link" className="font-semibold">
            Link to copy
          </label>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input
              id="request-link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
              className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
            />
            <button
              type="button"
              className="btn btn-outline text-brand-800"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? "Copied" : "Copy"}
            </button>
          </div>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="link" />
          <button type="submit" className="btn btn-outline text-brand-800">
            {link ? "Another fresh link" : "Show a fresh link"}
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="resend_text" />
          <button type="submit" disabled={!canText} className="btn btn-outline text-brand-800 disabled:opacity-60">
            Text the link again
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="resend_email" />
          <button
            type="submit"
            disabled={!visit.emailGiven}
            className="btn btn-outline text-brand-800 disabled:opacity-60"
          >
            E-mail the link again
          </button>
        </Form>
      </div>
    </section>
  );
}
