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
