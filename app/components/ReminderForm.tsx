/**
 * The reminder sign-up: a plain HTML form that posts to
 * /reminders, so it works without JavaScript on any page that shows it. The
 * consent box starts unticked; its words are the ones stored with the sign-up.
 */
import {
  REMINDER_CONSENT_TEXT,
  REMINDER_KINDS,
  REMINDER_PATHS,
  type ReminderField,
  type ReminderKind,
} from "~/lib/contracts/reminders";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-200";

export interface ReminderFormProps {
  /** Distinguishes the ids of two forms on one page. */
  idPrefix?: string;
  kind?: ReminderKind;
  values?: Partial<Record<"email" | "kind" | "dueDate" | "dateIs" | "postcode", string>>;
  errors?: Partial<Record<ReminderField, string>>;
  heading?: string;
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

export function ReminderForm({ idPrefix = "reminder", kind, values = {}, errors = {}, heading }: ReminderFormProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const chosenKind = values.kind ?? kind ?? "gas-safety";
  const dateIs = values.dateIs === "last" ? "last" : "due";
  const invalid = (name: ReminderField) => (errors[name] ? { "aria-invalid": true as const } : {});
  const described = (name: ReminderField, hint?: string) => {
    const ids = [hint, errors[name] && id(`${name}-error`)].filter(Boolean).join(" ");
    return ids ? { "aria-describedby": ids } : {};
  };
  return (
    <form method="post" action={REMINDER_PATHS.signUp} className="grid gap-4" noValidate>
      {heading && <h2 className="text-xl font-bold">{heading}</h2>}
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
          <input type="radio" name="dateIs" value="due" defaultChecked={dateIs === "due"} className="size-5 shrink-0" />
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
      <div>
        <button type="submit" className="btn btn-primary">
          Send me the reminders
        </button>
      </div>
    </form>
  );
}
