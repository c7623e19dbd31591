import { useEffect, useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { ExtraFieldProps } from "~/components/QuoteForm";
import { EMAIL_MAX_LENGTH } from "~/lib/contracts/email-address";
import { offeredWindows } from "~/lib/contracts/visit-windows";
import type { loader as rootLoader } from "~/root";

/**
 * The visit windows offered at this moment: on the server, at the response's time (the root's
 * `renderedAt`, which a prerendered page gets per response with the windows' markup,
 * workers/pages/substitutions.ts), so hydration matches; then at the visitor's own time, which also
 * serves a client navigation (the root's data is not reloaded then).
 */
function useOfferedWindows() {
  const renderedAt = useRouteLoaderData<typeof rootLoader>("root")?.renderedAt;
  const [now, setNow] = useState(() => (renderedAt ? new Date(renderedAt) : new Date()));
  useEffect(() => setNow(new Date()), []);
  return useMemo(() => offeredWindows(now), [now]);
}

/**
 * The contact form's optional fields beside the four quote fields:
 * an e-mail address (for the request page's link and visit updates) and a
 * preferred visit time from the windows offered at this moment (re-checked
 * by the server when the form arrives).
 */
export function QuoteExtras({ errors, kept, Field, inputClass }: ExtraFieldProps) {
  const visitWindows = useOfferedWindows();
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
            maxLength={EMAIL_MAX_LENGTH}
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
