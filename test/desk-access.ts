/**
 * The desk through Cloudflare Access as production runs it, in the `worker`
 * test project: the production build's Worker, given Access settings for a
 * stand-in team whose signing key the test makes itself, and a fetch that
 * answers the team's key address (/cdn-cgi/access/certs) with that key. Each
 * request carries a token signed locally, as Access would sign it; nothing
 * uses the local development switch.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { vi } from "vitest";
import type { WorkerEnv } from "../workers/env";
import { ORIGIN } from "./site";

/** The production build's Worker (npm run build), imported by a path the type checker does not follow. */
const BUILT_WORKER = "../build/server/index.js";
let worker: ExportedHandler<WorkerEnv> | undefined;
async function builtWorker(): Promise<ExportedHandler<WorkerEnv>> {
  worker ??= ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: ExportedHandler<WorkerEnv> }).default;
  return worker;
}
const TEAM = "standin-desk-team.cloudflareaccess.com";
const AUD = "standin-desk-audience-0123456789";
export const ACCESS_USER = "owner@example.co.uk";

let keys: CryptoKeyPair | undefined;

async function teamKeys(): Promise<CryptoKeyPair> {
  if (keys) return keys;
  keys = (await generateKeyPair("RS256", { extractable: true })) as CryptoKeyPair;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: "standin", alg: "RS256", use: "sig" };
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input).url;
    if (url === `https://${TEAM}/cdn-cgi/access/certs`) {
      return Promise.resolve(Response.json({ keys: [jwk], public_cert: { kid: "standin" }, public_certs: [] }));
    }
    return realFetch(input, init);
  });
  return keys;
}

/** A token as the stand-in team's Access would sign it for the desk's application. */
export async function accessToken(email = ACCESS_USER): Promise<string> {
  const { privateKey } = await teamKeys();
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "RS256", kid: "standin" })
    .setIssuer(`https://${TEAM}`)
    .setAudience(AUD)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(privateKey);
}

/**
 * Sends a request to the built Worker with Access switched on, signed in
 * unless `token: null`. POSTs carry the site's Origin unless given another.
 */
export async function deskRequest(path: string, init: RequestInit & { token?: string | null } = {}): Promise<Response> {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  const signed = token === undefined ? await accessToken() : token;
  if (signed) headers.set("Cf-Access-Jwt-Assertion", signed);
  if (rest.method === "POST" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  await teamKeys();
  const request = new Request(new URL(path, ORIGIN), { redirect: "manual", ...rest, headers });
  const ctx = createExecutionContext();
  const accessEnv = { ...(env as unknown as WorkerEnv), ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
  const response = await (
    await builtWorker()
  ).fetch!(request as Request<unknown, IncomingRequestCfProperties>, accessEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A form post from a desk page, as the browser sends it. */
export function deskPost(path: string, fields: Record<string, string>): Promise<Response> {
  return deskRequest(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}
