// The secrets the production Worker cannot run safely without, and the check
// `npm run deploy` makes before uploading (scripts/check-secrets.mjs runs it
// on `wrangler secret list --format json`). Pure, so it is tested on its own.

/** Each secret the production build needs, and why. */
export const REQUIRED_SECRETS = [
  {
    name: "FORM_TOKEN_SECRET",
    why: "signs the quote forms' tokens; without it the forms are signed with the public development default",
    make: "openssl rand -hex 32 | npx wrangler secret put FORM_TOKEN_SECRET",
  },
];

/**
 * Secrets the Worker runs without, with a feature off until they are set. The
 * deploy names each one missing (it does not stop): without Twilio's, no text
 * messages are sent to customers (workers/texts/; docs/deploying.md).
 */
export const OPTIONAL_SECRETS = [
  {
    name: "TWILIO_ACCOUNT_SID",
    why: "text messages to customers are off until it is set (with TWILIO_AUTH_TOKEN and TWILIO_FROM)",
    make: "npx wrangler secret put TWILIO_ACCOUNT_SID",
  },
  {
    name: "TWILIO_AUTH_TOKEN",
    why: "text messages to customers are off, and Twilio's status callbacks are refused, until it is set",
    make: "npx wrangler secret put TWILIO_AUTH_TOKEN",
  },
  {
    name: "TWILIO_FROM",
    why: "the sender of the texts (a UK number in E.164 or an alphanumeric sender ID); texts are off until it, or TWILIO_MESSAGING_SERVICE_SID, is set",
    make: "npx wrangler secret put TWILIO_FROM",
    or: "TWILIO_MESSAGING_SERVICE_SID",
  },
];

/**
 * The optional secrets not set, as wrangler lists them (one set in its `or` place counts as set).
 * @param {unknown} listed the parsed output of `wrangler secret list --format json`
 * @returns {{ name: string, why: string, make: string }[]}
 */
export function missingOptionalSecrets(listed) {
  const names = new Set(
    Array.isArray(listed) ? listed.map((s) => (s && typeof s === "object" ? s.name : undefined)) : [],
  );
  return OPTIONAL_SECRETS.filter((secret) => !names.has(secret.name) && !(secret.or && names.has(secret.or)));
}

/** The note a deploy prints for optional secrets not set: it goes on, naming what stays off. */
export function optionalSecretsNote(/** @type {{ name: string, why: string, make: string }[]} */ missing) {
  return [
    "Deploying without these optional secrets:",
    ...missing.map((s) => `  - ${s.name}: ${s.why}.\n    Set it with: ${s.make}`),
  ].join("\n");
}

/**
 * What is missing from the Worker's secrets, as wrangler lists them.
 * @param {unknown} listed the parsed output of `wrangler secret list --format json`
 * @returns {{ name: string, why: string, make: string }[]}
 */
export function missingSecrets(listed) {
  const names = new Set(
    Array.isArray(listed) ? listed.map((s) => (s && typeof s === "object" ? s.name : undefined)) : [],
  );
  return REQUIRED_SECRETS.filter((secret) => !names.has(secret.name));
}

/** The message that stops a deploy, naming each missing secret and the command that sets it. */
export function missingSecretsMessage(/** @type {{ name: string, why: string, make: string }[]} */ missing) {
  return [
    `Deploy stopped: ${missing.length === 1 ? "a secret the Worker needs is" : "secrets the Worker needs are"} not set.`,
    ...missing.map((s) => `  - ${s.name}: ${s.why}.\n    Set it with: ${s.make}`),
    "Then run `npm run deploy` again.",
  ].join("\n");
}
