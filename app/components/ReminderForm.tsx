/**
 * A reminder form: the sign-up (on /reminders and on the gas safety and
 * servicing pages) or, on the manage page, a reminder added for another
 * property. It posts to its own page, so it works in place with and without
 * JavaScript: without, the page comes back at the form (the action's
 * #fragment) with the answer; with, it is sent in the background and the
 * answer shown where the form is. Errors stand beside their fields and go as
 * soon as the field is changed; a sign-up's success takes the form's place.
 * The consent box starts unticked; its words are the ones stored with the
 * sign-up.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import {
  PROPERTY_NAME_MAX,
  REMINDER_ADD_CONSENT_TEXT,
  REMINDER_CONSENT_TEXT,
  REMINDER_KINDS,
  type ReminderField,
  type ReminderFormAnswer,
  type ReminderKind,
} from "~/lib/contracts/reminders";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";

export interface ReminderFormProps {
  /** Distinguishes the ids of two forms on one page (and names the form's background send). */
  idPrefix?: string;
  /** Where the form posts: its own page, with the #fragment of the form's place on it. */
  action: string;
  /** "add": a reminder for another property on the manage page (no address, no consent box: its button is the consent). */
  mode?: "sign-up" | "add";
  kind?: ReminderKind;
  /** The answer of a post without JavaScript (the page's action data), when it was this form's. */
  answer?: ReminderFormAnswer;
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/** The field an input's error is shown beside ("the date I know" belongs to the date). */
const fieldOf = (name: string) => (name === "dateIs" ? "dueDate" : name) as ReminderField;

export function ReminderForm({
  idPrefix = "reminder",
  action,
  mode = "sign-up",
  kind,
  answer: posted,
}: ReminderFormProps) {
  const fetcher = useFetcher<ReminderFormAnswer>({ key: idPrefix });
  const answer = fetcher.data ?? posted;
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  // A new form after each reminder added, so the next property starts empty.
  const [added, setAdded] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setCleared(new Set());
    if (!fetcher.data) return;
    if (fetcher.data.done) {
      if (mode === "add") setAdded((n) => n + 1);
      doneRef.current?.focus();
    } else {
      const first = Object.keys(fetcher.data.errors)[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [fetcher.data, mode]);

  const id = (name: string) => `${idPrefix}-${name}`;
  const failed = answer && !answer.done ? answer : undefined;
  const values = mode === "add" && answer?.done ? {} : (failed?.values ?? {});
  const errors: Partial<Record<ReminderField, string>> = {};
  for (const [field, error] of Object.entries(failed?.errors ?? {}))
    if (!cleared.has(field)) errors[field as ReminderField] = error;
  const fieldErrorsLeft = Object.keys(errors).length > 0;
  const message =
    failed?.message && (fieldErrorsLeft || Object.keys(failed.errors).length === 0) ? failed.message : undefined;
  const chosenKind = values.kind ?? kind ?? "gas-safety";
  const dateIs = values.dateIs === "last" ? "last" : "due";
  const invalid = (name: ReminderField) => (errors[name] ? { "aria-invalid": true as const } : {});
  const described = (name: ReminderField, hint?: string) => {
    const ids = [hint, errors[name] && id(`${name}-error`)].filter(Boolean).join(" ");
    return ids ? { "aria-describedby": ids } : {};
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors[fieldOf(name)]) setCleared((before) => new Set([...before, fieldOf(name)]));
  };

  const done = answer?.done ? (
    <div
      ref={doneRef}
      tabIndex={-1}
      role="status"
      className="rounded-lg bg-green-50 p-4 text-green-900 focus:outline-none"
    >
      {mode === "sign-up" && <p className="font-bold">Nearly done: please check your inbox.</p>}
      <p className={mode === "sign-up" ? "mt-2" : "font-semibold"}>{answer.message}</p>
    </div>
  ) : null;
  if (mode === "sign-up" && done) return done;

  return (
    <>
      {done}
      {message && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {message}
        </p>
      )}
      <fetcher.Form
        key={added}
        ref={formRef}
        method="post"
        action={action}
        className={`grid gap-4${done ? "mt-4" : ""}`}
        noValidate
        onChange={onChange}
        aria-busy={fetcher.state !== "idle"}
      >
        {mode === "add" && <input type="hidden" name="intent" value="add" />}
        {mode === "sign-up" && (
          <div>
            <label htmlFor={id("email")} className="block text-sm font-semibold">
              E-mail address
            </label>
            <input
              id={id("email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.email ?? ""}
              className={inputClass}
              {...invalid("email")}
              {...described("email")}
            />
            <ErrorText id={id("email-error")} error={errors.email} />
          </div>
        )}
        <div>
          <label htmlFor={id("propertyName")} className="block text-sm font-semibold">
            Property&rsquo;s name (optional)
          </label>
          <p id={id("propertyName-hint")} className="text-sm text-slate-600">
            For example Flat 2, 14 Acklam Road: each e-mail names it, so you can tell your properties apart.
          </p>
          <input
            id={id("propertyName")}
            name="propertyName"
            type="text"
            autoComplete="off"
            maxLength={PROPERTY_NAME_MAX}
            defaultValue={values.propertyName ?? ""}
            className={inputClass}
            {...invalid("propertyName")}
            {...described("propertyName", id("propertyName-hint"))}
          />
          <ErrorText id={id("propertyName-error")} error={errors.propertyName} />
        </div>
        <fieldset {...described("kind")}>
          <legend className="text-sm font-semibold">Remind me about</legend>
          {(Object.keys(REMINDER_KINDS) as ReminderKind[]).map((value) => (
            <label key={value} className="mt-2 flex items-center gap-2">
              <input
                type="radio"
                name="kind"
                value={value}
                defaultChecked={chosenKind === value}
                className="size-5 shrink-0"
              />
              {REMINDER_KINDS[value].label}
            </label>
          ))}
          <ErrorText id={id("kind-error")} error={errors.kind} />
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold">The date I know</legend>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="radio"
              name="dateIs"
              value="due"
              defaultChecked={dateIs === "due"}
              className="size-5 shrink-0"
            />
            When the next one is due
          </label>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="radio"
              name="dateIs"
              value="last"
              defaultChecked={dateIs === "last"}
              className="size-5 shrink-0"
            />
            When the last one was done (the next is due a year later)
          </label>
        </fieldset>
        <div>
          <label htmlFor={id("dueDate")} className="block text-sm font-semibold">
            Date
          </label>
          <input
            id={id("dueDate")}
            name="dueDate"
            type="date"
            required
            defaultValue={values.dueDate ?? ""}
            className={inputClass}
            {...invalid("dueDate")}
            {...described("dueDate")}
          />
          <ErrorText id={id("dueDate-error")} error={errors.dueDate} />
        </div>
        <div>
          <label htmlFor={id("postcode")} className="block text-sm font-semibold">
            Property&rsquo;s postcode district
          </label>
          <p id={id("postcode-hint")} className="text-sm text-slate-600">
            The first half is enough, for example TS5.
          </p>
          <input
            id={id("postcode")}
            name="postcode"
            type="text"
            autoComplete="off"
            required
            defaultValue={values.postcode ?? ""}
            className={inputClass}
            {...invalid("postcode")}
            {...described("postcode", id("postcode-hint"))}
          />
          <ErrorText id={id("postcode-error")} error={errors.postcode} />
        </div>
        {mode === "sign-up" ? (
          <>
            <div>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  name="consent"
                  value="yes"
                  className="mt-1 size-5 shrink-0"
                  {...invalid("consent")}
                  {...described("consent")}
                />
                <span>{REMINDER_CONSENT_TEXT}</span>
              </label>
              <ErrorText id={id("consent-error")} error={errors.consent} />
            </div>
            <p className="text-sm text-slate-600">
              We e-mail you a link to confirm first; nothing else is sent until you follow it. See our{" "}
              <a href="/privacy-policy" className="font-semibold text-brand-800 underline">
                privacy notice
              </a>
              .
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600">{REMINDER_ADD_CONSENT_TEXT}</p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {mode === "sign-up" ? "Send me the reminders" : "Add this reminder"}
          </button>
        </div>
      </fetcher.Form>
    </>
  );
}
