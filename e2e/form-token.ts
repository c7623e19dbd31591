import type { Locator } from "@playwright/test";
import { FORM_TOKEN_FIELD } from "~/lib/contracts/quote/fields";
import { issueFormToken } from "../workers/leads/form-token";

/**
 * The form as if the server had served it `ms` ago: its signed token issued again
 * with that time, under the development secret the preview server uses. A test of
 * a person's submission then needs no wait on the clock for the minimum fill time
 * (QUOTE_LIMITS.minFillMs), and the server still checks the token as it would any other.
 */
export async function servedAgo(form: Locator, ms = 3000): Promise<void> {
  const token = await issueFormToken({}, Date.now() - ms);
  await form
    .locator(`input[name="${FORM_TOKEN_FIELD}"]`)
    .evaluate((input, value) => void ((input as HTMLInputElement).value = value), token);
}
