// Before a deploy: stops it when a secret the production Worker needs is not
// set (see required-secrets.mjs), instead of deploying with a public default.
import { execFileSync } from "node:child_process";
import {
  missingOptionalSecrets,
  missingSecrets,
  missingSecretsMessage,
  optionalSecretsNote,
} from "./required-secrets.mjs";

let listed;
try {
  const output = execFileSync("npx", ["wrangler", "secret", "list", "--format", "json"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  listed = JSON.parse(output.slice(output.indexOf("[")));
} catch (error) {
  console.error(
    "Deploy stopped: could not list the Worker's secrets (`wrangler secret list`). Log in with `npx wrangler login` " +
      `and check the Worker exists.\n${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const missing = missingSecrets(listed);
if (missing.length > 0) {
  console.error(missingSecretsMessage(missing));
  process.exit(1);
}
const optional = missingOptionalSecrets(listed);
if (optional.length > 0) console.warn(optionalSecretsNote(optional));
console.log("Secrets: every secret the Worker needs is set.");
