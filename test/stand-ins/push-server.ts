/**
 * A stand-in push service on loopback for tests (Node's `http`, 127.0.0.1):
 * the part of the Web Push protocol a sender meets (RFC 8030 §5, RFC 8291,
 * RFC 8292), for every push service's host at once.
 *
 * The Worker under test posts to a subscription's real endpoint
 * (https://fcm.googleapis.com/...) with the real `fetch`; the `unit` project's
 * outbound route (`routeToStandIns`, vitest.config.ts) forwards requests for a
 * push service's host here, as `/push/{host}{path}`, and lets every other one
 * through. It answers as a push service does:
 * - 201 Created with a Location for a message it accepts;
 * - 401 without VAPID, 403 for VAPID that does not verify (RFC 8292 §4.2:
 *   "vapid t=<JWT>, k=<key>", an ES256 JWT whose `aud` is the endpoint's origin,
 *   `exp` within 24 hours, `sub` a mailto: or https: contact, signed by `k`);
 * - 400 without a TTL or with a Content-Encoding other than aes128gcm;
 * - 413 for a body over 4096 bytes (RFC 8030 §7.2);
 * - or what a test asked for on that endpoint (404 or 410 for a subscription gone, 429, 500...).
 * Tests read what each endpoint received and queue answers on the control paths of ./push-api.ts.
 */
import { randomUUID, webcrypto } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback, type LoopbackServer, readBody } from "./loopback.ts";
import { isPushServiceEndpoint } from "../../workers/leads/push-hosts.ts";
import {
  type AnswersControl,
  CONTROL_ANSWERS,
  CONTROL_PUSHES,
  PUSH_FORWARD_PREFIX,
  type RecordedPush,
} from "./push-api.ts";

const MAX_BODY = 4096;
const DAY_S = 24 * 60 * 60;

const fromBase64Url = (text: string) => new Uint8Array(Buffer.from(text, "base64url"));

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(body === null ? undefined : JSON.stringify(body));
}

/** Why the VAPID authorization does not hold for this endpoint (401/403), or undefined when it does. */
async function vapidRefusal(authorization: string, endpoint: string): Promise<[number, string] | undefined> {
  const match = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), ?k=([A-Za-z0-9_-]+)$/.exec(
    authorization,
  );
  if (!match) return [401, "no vapid authorization"];
  const [, header = "", claims = "", signature = "", key = ""] = match;
  let payload: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    const head = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown };
    if (head.alg !== "ES256") return [403, "alg is not ES256"];
    payload = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as typeof payload;
  } catch {
    return [403, "the JWT is not JSON"];
  }
  if (payload.aud !== new URL(endpoint).origin) return [403, `aud ${String(payload.aud)} is not the endpoint's origin`];
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= now || payload.exp > now + DAY_S)
    return [403, "exp is not within 24 hours"];
  if (typeof payload.sub !== "string" || !/^(mailto:|https:)/.test(payload.sub)) return [403, "sub is no contact"];
  try {
    const publicKey = await webcrypto.subtle.importKey(
      "raw",
      fromBase64Url(key),
      { name: "ECDSA", namedCurve: "P-256" },
      false,
      ["verify"],
    );
    const signed = new TextEncoder().encode(`${header}.${claims}`);
    const valid = await webcrypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      publicKey,
      fromBase64Url(signature),
      signed,
    );
    return valid ? undefined : [403, "the JWT's signature does not verify with k"];
  } catch {
    return [403, "k is no P-256 public key"];
  }
}

/** Starts the stand-in; `port` 0 (the default) takes a free one. */
export async function startStandInPush(options: { port?: number } = {}): Promise<LoopbackServer> {
  const received = new Map<string, RecordedPush[]>();
  const answers = new Map<string, { statuses: number[]; always?: number }>();

  async function push(request: IncomingMessage, response: ServerResponse, endpoint: string) {
    const body = await readBody(request);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(", ") : (value ?? ""),
      ]),
    );
    const record: RecordedPush = { endpoint, headers, body: body.toString("base64url"), answered: 0, refusal: null };
    received.set(endpoint, [...(received.get(endpoint) ?? []), record]);
    const answer = (status: number, refusal: string | null = null) => {
      record.answered = status;
      record.refusal = refusal;
      if (status === 201) return send(response, 201, null, { Location: `${endpoint}/messages/${randomUUID()}` });
      send(response, status, { error: refusal ?? `stand-in answered ${status}` });
    };
    if (request.method !== "POST") return answer(405, "push messages are POSTed");
    const vapid = await vapidRefusal(headers.authorization ?? "", endpoint);
    if (vapid) return answer(...vapid);
    if (!/^\d+$/.test(headers.ttl ?? "")) return answer(400, "no TTL header");
    if (headers["content-encoding"] !== "aes128gcm") return answer(400, "Content-Encoding is not aes128gcm");
    if (body.length > MAX_BODY) return answer(413, `body of ${body.length} bytes`);
    const queued = answers.get(endpoint);
    const status = queued?.statuses.shift() ?? queued?.always ?? 201;
    answer(status, status === 201 ? null : "asked by the test");
  }

  async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === "GET" && url.pathname === CONTROL_PUSHES) {
      return send(response, 200, received.get(url.searchParams.get("endpoint") ?? "") ?? []);
    }
    if (request.method === "POST" && url.pathname === CONTROL_ANSWERS) {
      const asked = JSON.parse((await readBody(request)).toString("utf8")) as AnswersControl;
      answers.set(asked.endpoint, { statuses: [...(asked.statuses ?? [])], always: asked.always });
      return send(response, 204, null);
    }
    send(response, 404, { error: "no such control path" });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const endpoint = url.pathname.startsWith(PUSH_FORWARD_PREFIX)
      ? `https://${url.pathname.slice(PUSH_FORWARD_PREFIX.length)}${url.search}`
      : undefined;
    const handled = url.pathname.startsWith("/__control/")
      ? control(request, response, url)
      : endpoint && isPushServiceEndpoint(endpoint)
        ? push(request, response, endpoint)
        : Promise.resolve(send(response, 404, { error: "no push service here" }));
    handled.catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  const listening = await listenOnLoopback(server, options.port);
  server.unref();
  return listening;
}

/**
 * The tests' network for a Worker's outbound `fetch` (miniflare's `outboundService`): a request to a
 * push service's host goes to the stand-in at `pushOrigin`; any other goes out as it came.
 */
export function routeToStandIns(pushOrigin: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    const target = isPushServiceEndpoint(request.url)
      ? `${pushOrigin}${PUSH_FORWARD_PREFIX}${url.host}${url.pathname}${url.search}`
      : request.url;
    const headers = [...request.headers].filter(([name]) => name !== "host");
    return fetch(target, { method: request.method, headers, body, redirect: "manual" });
  };
}
