/**
 * The secret that signs the quote forms' tokens and the photo upload tokens
 * (FORM_TOKEN_SECRET), and the public stand-in used when it is not set.
 */

/**
 * Used when FORM_TOKEN_SECRET is not set (local development and tests). It is
 * public, so in production the secret must be set (`wrangler secret put`);
 * the Worker logs `form_token.default_secret` while it is not.
 */
export const DEV_FORM_TOKEN_SECRET = "local-development-only-form-token-secret";

export interface FormTokenEnv {
  FORM_TOKEN_SECRET?: string;
}
