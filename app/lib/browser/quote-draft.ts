/**
 * A quote form's unsent input, kept in this tab's sessionStorage so that a
 * reload (or a lost signal and a reload) does not lose what the visitor typed.
 * Cleared once the request is sent. Nothing leaves the browser.
 */
const DRAFT_FIELDS = ["name", "phone", "postcode", "issue"] as const;

const key = (page: string, formId: string) => `quote-draft:${page}#${formId}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

type Fields = HTMLFormControlsCollection & Record<string, unknown>;
const control = (form: HTMLFormElement, name: string) => {
  const element = (form.elements as Fields).namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
};

export function saveDraft(form: HTMLFormElement, page: string, formId: string) {
  const values = Object.fromEntries(DRAFT_FIELDS.map((name) => [name, control(form, name)?.value ?? ""]));
  try {
    if (Object.values(values).some((v) => v !== "")) storage()?.setItem(key(page, formId), JSON.stringify(values));
    else storage()?.removeItem(key(page, formId));
  } catch {
    // Full or disabled storage: the draft is a convenience.
  }
}

/** Puts a saved draft back into the fields the visitor has not filled since. */
export function restoreDraft(form: HTMLFormElement, page: string, formId: string) {
  let values: unknown;
  try {
    values = JSON.parse(storage()?.getItem(key(page, formId)) ?? "null");
  } catch {
    return;
  }
  if (typeof values !== "object" || values === null) return;
  for (const name of DRAFT_FIELDS) {
    const value = Object.hasOwn(values, name) ? (values as Record<string, unknown>)[name] : undefined;
    const field = control(form, name);
    if (field && field.value === "" && typeof value === "string") field.value = value;
  }
}

export function clearDraft(page: string, formId: string) {
  try {
    storage()?.removeItem(key(page, formId));
  } catch {
    // nothing to clear
  }
}
