import { describe, expect, it } from "vitest";
import {
  missingOptionalSecrets,
  missingSecrets,
  missingSecretsMessage,
  optionalSecretsNote,
} from "./required-secrets.mjs";

describe("the deploy's secret check", () => {
  it("stops a deploy whose Worker has no FORM_TOKEN_SECRET, saying how to set it", () => {
    const missing = missingSecrets([{ name: "TURNSTILE_SECRET_KEY", type: "secret_text" }]);
    expect(missing.map((s) => s.name)).toEqual(["FORM_TOKEN_SECRET"]);
    const message = missingSecretsMessage(missing);
    expect(message).toContain("Deploy stopped");
    expect(message).toContain("npx wrangler secret put FORM_TOKEN_SECRET");
  });

  it("lets a deploy go on when every needed secret is set", () => {
    expect(missingSecrets([{ name: "FORM_TOKEN_SECRET", type: "secret_text" }])).toEqual([]);
  });

  it("names Twilio's secrets when texts would be off, without stopping the deploy", () => {
    const listed = [{ name: "FORM_TOKEN_SECRET", type: "secret_text" }];
    expect(missingSecrets(listed)).toEqual([]);
    const optional = missingOptionalSecrets(listed);
    expect(optional.map((s) => s.name)).toEqual(["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"]);
    expect(optionalSecretsNote(optional)).toContain("text messages to customers are off");
    const withService = [
      ...listed,
      { name: "TWILIO_ACCOUNT_SID" },
      { name: "TWILIO_AUTH_TOKEN" },
      { name: "TWILIO_MESSAGING_SERVICE_SID" },
    ];
    expect(missingOptionalSecrets(withService)).toEqual([]);
  });

  it("treats an answer it cannot read as no secrets at all", () => {
    expect(missingSecrets({ error: "not logged in" }).map((s) => s.name)).toEqual(["FORM_TOKEN_SECRET"]);
    expect(missingSecrets([null, 3]).map((s) => s.name)).toEqual(["FORM_TOKEN_SECRET"]);
  });
});
