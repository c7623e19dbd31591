import type { ExtraFieldProps } from "~/components/QuoteForm";

/**
 * The contact form's optional fields beside the four quote fields:
 * an e-mail address (for the request page's link and visit updates) and a
 * preferred visit time from the windows the server offers at this moment
 * (re-checked when the form arrives).
 */
export function QuoteExtras({
  errors,
  kept,
  Field,
  inputClass,
  visitWindows,
}: ExtraFieldProps & { visitWindows: readonly { id: string; label: string }[] }) {
  return (
    <>
      <Field
        name="email"
        label="E-mail (optional)"
        hint="For your request page's link and visit updates"
        error={errors.email}
      >
        {({ id, describedBy }) => (
          <input
            id={id}
            name="email"
            type="email"
            maxLength={254}
            autoComplete="email"
            defaultValue={kept.email}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </Field>
      <Field name="visitWindow" label="Preferred visit time (optional)" error={errors.visitWindow}>
        {({ id, describedBy }) => (
          <select
            id={id}
            name="visitWindow"
            defaultValue={kept.visitWindow ?? ""}
            aria-invalid={errors.visitWindow ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">No preference: the engineer will call</option>
            {visitWindows.map((window) => (
              <option key={window.id} value={window.id}>
                {window.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
