import { Icon } from "~/components/Icon";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFormAction, useLocation, useRouteLoaderData } from "react-router";
import { notify, requestRegion } from "~/lib/browser/toasts";
import { clearDraft, restoreDraft, saveDraft } from "~/lib/browser/quote-draft";
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  QUOTE_LIMITS,
  type QuoteAnswer,
  type QuoteField,
  type QuoteFieldErrors,
  SUBMISSION_ID_FIELD,
} from "~/lib/contracts/quote/fields";
import type { QuoteActionData } from "~/lib/page/quote-action.server";
import { sendQuote } from "~/lib/browser/send-quote";
import type { PhotoParts } from "~/components/QuotePhotos";
import { RequestReceived } from "~/components/RequestReceived";
import type { loader as rootLoader } from "~/root";

export const FORM_NOTE = "Takes 60 sec — no payment taken";

export interface QuoteFormProps {
  /** Distinguishes this form's answer from other forms on the page. */
  formId: string;
  title?: string;
  /** A service or pricing package chosen before the form (sent as `service`). */
  service?: string;
  submitLabel?: string;
  /** Put the cursor in the first field when the form appears (after "Book Now"). */
  focusOnMount?: boolean;
  /** "dark" for forms on a dark background. */
  tone?: "light" | "dark";
  /**
   * Optional fields after the four quote fields (the contact page's e-mail address
   * and visit time, app/components/request/QuoteExtras.tsx). A slot, so the
   * short forms' JavaScript does not carry them; the request page offers both
   * after sending.
   */
  extraFields?: (props: ExtraFieldProps) => React.ReactNode;
  /** A routine visit (a service, a check), not a fault: the note asks "Anything we should know?". */
  routine?: boolean;
  /** Fields filled in before the visitor types (a reminder's booking link: the district and the property). */
  filledIn?: Partial<Record<"postcode" | "issue", string>>;
  /**
   * Offer up to 4 photos: the form posts as multipart/form-data. The parts come from the
   * page that offers photos (QuotePhotos.tsx), so other pages' quote forms carry none of their code.
   */
  photos?: PhotoParts;
}

export interface ExtraFieldProps {
  errors: QuoteFieldErrors;
  kept: Partial<Record<QuoteField, string>>;
  Field: typeof Field;
  inputClass: string;
}

function Field({
  name,
  label,
  error,
  children,
  hint,
}: {
  name: QuoteField;
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy?: string }) => React.ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs opacity-80">
          {hint}
        </p>
      )}
      {children({ id, describedBy })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700 in-data-[tone=dark]:text-red-200">
          {error}
        </p>
      )}
    </div>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";

/**
 * A quote request form. Without JavaScript it posts to its own page, which
 * answers with the confirmation or the errors (input kept). With JavaScript it
 * sends JSON to /api/contact and shows the answer without a reload; once sent,
 * the "Request received" panel replaces the form; a failed send keeps every field and offers to try again,
 * and unsent input survives a reload of the tab (sessionStorage). Each
 * submission carries an id, so retries and double clicks never make two leads,
 * and the server's signed form token, so the fill time counts from when the
 * page was served, with or without JavaScript.
 */
export function QuoteForm({
  formId,
  title,
  service,
  submitLabel = "Get My Free Quote",
  focusOnMount = false,
  tone = "light",
  extraFields,
  photos,
  routine = false,
  filledIn = {},
}: QuoteFormProps) {
  const action = useFormAction();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const actionData = useActionData<QuoteActionData>();
  const serverAnswer = actionData?.formId === formId ? actionData : undefined;

  const [answer, setAnswer] = useState<QuoteAnswer | undefined>(serverAnswer?.answer);
  const [sending, setSending] = useState(false);
  // Photos chosen with JavaScript on, and where to send them once the text is accepted.
  const [photoFiles, setPhotoFiles] = useState<File[]>([]);
  const [upload, setUpload] = useState<QuoteAnswer["photoUpload"]>();
  // Without JavaScript the id comes with the page; with it, each form mount and each success gets a new one.
  const [submissionId, setSubmissionId] = useState(`${root?.formToken ?? "form"}-${formId}`);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setSubmissionId(crypto.randomUUID());
    if (formRef.current) restoreDraft(formRef.current, pathname, formId);
  }, [pathname, formId]);

  const errors: QuoteFieldErrors = answer?.errors ?? {};
  const kept: Partial<Record<QuoteField, string>> = answer?.success ? {} : (serverAnswer?.values ?? {});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const fields = Object.fromEntries(
      [...new FormData(form).entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    setSending(true);
    saveDraft(form, pathname, formId);
    // A retry keeps the submission id: if the first try did arrive, it is not a second lead.
    // The text first, as JSON; chosen photos follow one by one once it is accepted (PhotoUploads).
    const announced: Record<string, string> = photoFiles.length
      ? { photoCount: String(Math.min(photoFiles.length, 4)) }
      : {};
    setUpload(undefined);
    const result = await sendQuote({ ...fields, ...announced, sourcePage: pathname });
    setSending(false);
    setAnswer(result);
    notify(result.message, result.success ? "success" : "error");
    if (result.success) {
      setUpload(result.photoUpload);
      form.reset();
      clearDraft(pathname, formId);
      setSubmissionId(crypto.randomUUID());
    } else if (result.errors) {
      const first = Object.keys(result.errors)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  // Sent: the "Request received" panel takes the form's place for the rest of this page view.
  if (answer?.success) {
    return (
      <RequestReceived
        formId={formId}
        message={answer.message}
        requestUrl={answer.requestUrl}
        linkSentBy={answer.linkSentBy}
        tone={tone}
      >
        {photos && photoFiles.length > 0 && <photos.Uploads files={photoFiles} target={upload} />}
        {photos && answer.photos && <photos.Report report={answer.photos} />}
      </RequestReceived>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={photos ? `${action}${action.includes("?") ? "&" : "?"}formId=${formId}` : action}
      encType={photos ? "multipart/form-data" : undefined}
      onSubmit={onSubmit}
      onInput={(event) => saveDraft(event.currentTarget, pathname, formId)}
      onFocus={requestRegion}
      data-quote-form={formId}
      data-tone={tone}
      aria-busy={sending}
      className={`space-y-4 ${tone === "dark" ? "text-white" : "text-slate-800"}`}
      noValidate={false}
    >
      {title && <h2 className="text-xl font-bold text-inherit">{title}</h2>}
      <input type="hidden" name="formId" value={formId} />
      <input type="hidden" name={SUBMISSION_ID_FIELD} value={submissionId} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={root?.formToken ?? ""} />
      {service && <input type="hidden" name="service" value={service} />}
      {/* A trap for bots: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <Field name="name" label="Your name" error={errors.name}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="name"
            required
            autoFocus={focusOnMount}
            minLength={QUOTE_LIMITS.nameMin}
            maxLength={QUOTE_LIMITS.nameMax}
            autoComplete="name"
            defaultValue={kept.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="phone" label="Phone number" error={errors.phone}>
          {({ id, describedBy }) => (
            <input
              id={id}
              name="phone"
              type="tel"
              required
              maxLength={QUOTE_LIMITS.phoneMax}
              autoComplete="tel"
              inputMode="tel"
              defaultValue={kept.phone}
              aria-invalid={errors.phone ? true : undefined}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </Field>
        <Field name="postcode" label="Postcode" error={errors.postcode}>
          {({ id, describedBy }) => (
            <input
              id={id}
              name="postcode"
              required
              maxLength={QUOTE_LIMITS.postcodeMax}
              autoComplete="postal-code"
              autoCapitalize="characters"
              defaultValue={kept.postcode ?? filledIn.postcode}
              aria-invalid={errors.postcode ? true : undefined}
              aria-describedby={describedBy}
              className={`${inputClass} uppercase`}
            />
          )}
        </Field>
      </div>
      <Field
        name="issue"
        label={routine ? "Anything we should know? (optional)" : "What's wrong? (optional)"}
        error={errors.issue}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            name="issue"
            rows={3}
            maxLength={QUOTE_LIMITS.issueMax}
            placeholder={
              routine ? "e.g. Tenant in after 2pm; boiler in the loft" : "e.g. No hot water, boiler showing F28"
            }
            defaultValue={kept.issue ?? filledIn.issue}
            aria-invalid={errors.issue ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      {extraFields?.({ errors, kept, Field, inputClass })}

      {photos && <photos.Field onChoose={setPhotoFiles} />}
      {photos && photoFiles.length > 0 && <photos.Uploads files={photoFiles} target={upload} />}

      {root?.turnstileSiteKey && <div className="cf-turnstile" data-sitekey={root.turnstileSiteKey} />}
      <button type="submit" disabled={sending} className="btn btn-call w-full text-lg disabled:opacity-70">
        <Icon name="send" className="size-5" />
        {sending ? "Sending..." : submitLabel}
      </button>
      <p className="text-center text-sm opacity-90">{FORM_NOTE}</p>
      <p role="status" className={answer ? "rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-900" : "sr-only"}>
        {answer?.message}
      </p>
      {photos && answer?.photos && <photos.Report report={answer.photos} />}
      {answer && !answer.success && !answer.errors && !sending && (
        <button type="button" onClick={() => formRef.current?.requestSubmit()} className="btn btn-outline w-full">
          Try again
        </button>
      )}
    </form>
  );
}
