/**
 * The desk's door: Cloudflare Access tokens verified with jose against a key
 * set the test makes itself (a generated RS256 key pair), and the Worker's
 * gate around it (unconfigured, development switch, cross-site writes).
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { type AccessConfig, type DeskAccessEnv, verifyAccessToken } from "./access";
import { checkDeskAccess, DEV_USER, isDeskPath, serveDesk } from "./gate";

const config: AccessConfig = { teamDomain: "boilerdesk.cloudflareaccess.com", audience: "aud-tag-1234567890" };
const ISSUER = "https://boilerdesk.cloudflareaccess.com";
const ORIGIN = "https://www.boilerrepairmiddlesbrough.co.uk";

let keys: CryptoKeyPair;
let otherKeys: CryptoKeyPair;
let keySet: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  keys = (await generateKeyPair("RS256", { extractable: true })) as CryptoKeyPair;
  otherKeys = (await generateKeyPair("RS256", { extractable: true })) as CryptoKeyPair;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "desk-test", alg: "RS256", use: "sig" };
  keySet = createLocalJWKSet({ keys: [jwk] });
});

function sign(
  claims: JWTPayload = {},
  { key = keys.privateKey, expiresIn = "1h" as string | number }: { key?: CryptoKey; expiresIn?: string | number } = {},
) {
  return new SignJWT({ email: "owner@example.co.uk", ...claims })
    .setProtectedHeader({ alg: "RS256", kid: "desk-test" })
    .setIssuer(typeof claims.iss === "string" ? claims.iss : ISSUER)
    .setAudience(claims.aud ?? config.audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const b64url = (value: object | string) =>
  btoa(typeof value === "string" ? value : JSON.stringify(value))
    .replace(/=+$/, "")
    .replace(/\+/g, "-")
    .replace(/\//g, "_");

const claims = () => ({
  email: "owner@example.co.uk",
  iss: ISSUER,
  aud: [config.audience],
  exp: Math.floor(Date.now() / 1000) + 3600,
  iat: Math.floor(Date.now() / 1000),
});

describe("verifyAccessToken", () => {
  it("accepts a valid RS256 token from the team for this application, and names the user", async () => {
    expect(await verifyAccessToken(await sign(), config, keySet)).toEqual({ user: "owner@example.co.uk" });
  });

  it("refuses an expired token", async () => {
    const token = await sign({}, { expiresIn: Math.floor(Date.now() / 1000) - 120 });
    expect(await verifyAccessToken(token, config, keySet)).toBeNull();
  });

  it("refuses a token for another Access application (wrong audience)", async () => {
    expect(await verifyAccessToken(await sign({ aud: "someone-elses-app" }), config, keySet)).toBeNull();
  });

  it("refuses a token from another team (wrong issuer)", async () => {
    expect(
      await verifyAccessToken(await sign({ iss: "https://attacker.cloudflareaccess.com" }), config, keySet),
    ).toBeNull();
  });

  it("refuses a token signed with another key", async () => {
    expect(await verifyAccessToken(await sign({}, { key: otherKeys.privateKey }), config, keySet)).toBeNull();
  });

  it('refuses an unsigned token (alg "none")', async () => {
    const token = `${b64url({ alg: "none", typ: "JWT", kid: "desk-test" })}.${b64url(claims())}.`;
    expect(await verifyAccessToken(token, config, keySet)).toBeNull();
  });

  it("refuses an HS256 token, even one keyed with the published public key", async () => {
    const publicJwk = JSON.stringify(await exportJWK(keys.publicKey));
    const secret = new TextEncoder().encode(publicJwk);
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: "HS256", kid: "desk-test" }).sign(secret);
    expect(await verifyAccessToken(token, config, keySet)).toBeNull();
  });

  it("refuses a missing or garbled token", async () => {
    expect(await verifyAccessToken(null, config, keySet)).toBeNull();
    expect(await verifyAccessToken("", config, keySet)).toBeNull();
    expect(await verifyAccessToken("not.a.jwt", config, keySet)).toBeNull();
  });

  it("refuses a token without an expiry", async () => {
    const token = await new SignJWT({ email: "owner@example.co.uk" })
      .setProtectedHeader({ alg: "RS256", kid: "desk-test" })
      .setIssuer(ISSUER)
      .setAudience(config.audience)
      .sign(keys.privateKey);
    expect(await verifyAccessToken(token, config, keySet)).toBeNull();
  });
});

const configured = { ACCESS_TEAM_DOMAIN: config.teamDomain, ACCESS_AUD: config.audience } as DeskAccessEnv;

function deskRequest(url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Cf-Access-Jwt-Assertion", init.token);
  return new Request(url, { ...init, headers });
}

describe("the desk gate", () => {
  it("knows which paths are the desk's, data requests included", () => {
    for (const path of [
      "/desk",
      "/desk/",
      "/desk/leads/abc",
      "/desk/insight",
      "/desk/export.csv",
      "/desk.data",
      "/desk/leads/abc.data",
    ]) {
      expect(isDeskPath(path), path).toBe(true);
    }
    for (const path of ["/", "/desktop", "/services/desk", "/desks"]) expect(isDeskPath(path), path).toBe(false);
  });

  it("unconfigured, the desk does not exist (404), even with a token or on localhost", async () => {
    const env: DeskAccessEnv = {};
    expect(await checkDeskAccess(deskRequest(`${ORIGIN}/desk`, { token: await sign() }), env, keySet)).toEqual({
      allowed: false,
      status: 404,
    });
    expect(await checkDeskAccess(deskRequest("http://localhost:5173/desk"), env, keySet)).toEqual({
      allowed: false,
      status: 404,
    });
  });

  it("the development switch opens it on localhost only", async () => {
    const env = { DESK_DEV_OPEN: "1" } as DeskAccessEnv;
    expect(await checkDeskAccess(deskRequest("http://localhost:5173/desk"), env)).toEqual({
      allowed: true,
      user: DEV_USER,
    });
    expect(await checkDeskAccess(deskRequest("http://127.0.0.1:4173/desk"), env)).toEqual({
      allowed: true,
      user: DEV_USER,
    });
    expect(await checkDeskAccess(deskRequest(`${ORIGIN}/desk`), env)).toEqual({ allowed: false, status: 404 });
    // With Access configured the switch does nothing.
    const both = { ...configured, DESK_DEV_OPEN: "1" } as DeskAccessEnv;
    expect(await checkDeskAccess(deskRequest("http://localhost:5173/desk"), both, keySet)).toEqual({
      allowed: false,
      status: 403,
    });
  });

  it("configured: a valid token lets the user in; a missing or forged one gets 403", async () => {
    expect(await checkDeskAccess(deskRequest(`${ORIGIN}/desk`, { token: await sign() }), configured, keySet)).toEqual({
      allowed: true,
      user: "owner@example.co.uk",
    });
    expect(await checkDeskAccess(deskRequest(`${ORIGIN}/desk`), configured, keySet)).toEqual({
      allowed: false,
      status: 403,
    });
    const forged = await sign({}, { key: otherKeys.privateKey });
    expect(await checkDeskAccess(deskRequest(`${ORIGIN}/desk`, { token: forged }), configured, keySet)).toEqual({
      allowed: false,
      status: 403,
    });
  });

  it("refuses cross-site writes even with a valid token", async () => {
    const token = await sign();
    const post = (headers: Record<string, string>) =>
      checkDeskAccess(
        deskRequest(`${ORIGIN}/desk/leads/x`, { method: "POST", token, headers, body: "intent=note" }),
        configured,
        keySet,
      );
    expect(await post({ Origin: "https://evil.example" })).toEqual({ allowed: false, status: 403 });
    expect(await post({ "Sec-Fetch-Site": "cross-site" })).toEqual({ allowed: false, status: 403 });
    expect(await post({})).toEqual({ allowed: false, status: 403 });
    expect(await post({ Origin: ORIGIN })).toEqual({ allowed: true, user: "owner@example.co.uk" });
    expect(await post({ "Sec-Fetch-Site": "same-origin" })).toEqual({ allowed: true, user: "owner@example.co.uk" });
  });

  it("a refused request never reaches the desk and is private and unindexed", async () => {
    let rendered = false;
    const render = async () => {
      rendered = true;
      return new Response("lead data");
    };
    const response = await serveDesk(deskRequest(`${ORIGIN}/desk`, { token: "forged" }), configured, render, keySet);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Forbidden");
    expect(rendered).toBe(false);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");

    const allowed = await serveDesk(deskRequest(`${ORIGIN}/desk`, { token: await sign() }), configured, render, keySet);
    expect(allowed.status).toBe(200);
    expect(rendered).toBe(true);
    expect(allowed.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
