import type { Locator } from "@playwright/test";
import { FORM_TOKEN_FIELD } from "~/lib/contracts/quote/fields";
import { issueFormToken } from "../workers/leads/form-token";

/**
 * The form as if the server had served it `ms` ago: its signed token issued again
 * with that time, under the development secret the preview server uses. A test of
 * a person's submission then needs no wait on the clock for the minimum fill time
 * (QUOTE_LIMITS.minFillMs), and the server still checks the token as it would any other.
 *
 * React owns the hidden input: any re-render of the form (its mount effect, an error
 * shown) puts back the token the page came with. So the token is set again as the
 * form is submitted, by a listener on the form itself, which runs before React's
 * handler (on the document root) reads the fields, and before a form without
 * JavaScript is encoded.
 */
export async function servedAgo(form: Locator, ms = 3000): Promise<void> {
  const token = await issueFormToken({}, Date.now() - ms);
  await form.locator(`input[name="${FORM_TOKEN_FIELD}"]`).evaluate((element, value) => {
    const input = element as HTMLInputElement;
    input.value = value;
    input.form?.addEventListener("submit", () => void (input.value = value), { capture: true });
  }, token);
}
