import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, formTokenSuspicion, issueFormToken } from "./form-token";

const env = { FORM_TOKEN_SECRET: "test-secret-1" };
const now = Date.parse("2026-11-23T12:00:00Z");

describe("the signed form token", () => {
  it("is a usable submission id (letters, digits, _) and differs per response", async () => {
    const a = await issueFormToken(env, now);
    const b = await issueFormToken(env, now);
    expect(a).toMatch(/^[A-Za-z0-9_]+$/);
    expect(a).not.toBe(b);
  });

  it("vouches for a form filled at a person's pace", async () => {
    expect(await formTokenSuspicion(env, await issueFormToken(env, now - 5000), now)).toBeUndefined();
  });

  it.each([
    ["sent 1 s after the form was served", now - 1000, "too_fast"],
    ["served in the future", now + 10 * 60_000, "invalid_form_token"],
    ["served more than a week ago", now - FORM_TOKEN_MAX_AGE_MS - 1, "stale_form_token"],
  ])("%s: %s", async (_, issuedAt, suspicion) => {
    expect(await formTokenSuspicion(env, await issueFormToken(env, issuedAt), now)).toBe(suspicion);
  });

  it("is worthless when signed with another secret, altered, unsigned or missing", async () => {
    const token = await issueFormToken({ FORM_TOKEN_SECRET: "someone-else" }, now - 5000);
    expect(await formTokenSuspicion(env, token, now)).toBe("invalid_form_token");
    const genuine = await issueFormToken(env, now - 60_000);
    const earlier = genuine.replace(/^v1_[0-9a-z]+_/, `v1_${(now - 120_000).toString(36)}_`);
    expect(await formTokenSuspicion(env, earlier, now)).toBe("invalid_form_token");
    expect(await formTokenSuspicion(env, genuine.replace(/_[0-9a-f]{64}$/, ""), now)).toBe("invalid_form_token");
    expect(await formTokenSuspicion(env, undefined, now)).toBe("no_form_token");
    expect(await formTokenSuspicion(env, "", now)).toBe("no_form_token");
  });
});
