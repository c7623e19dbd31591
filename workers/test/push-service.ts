/**
 * A stand-in push service and phone for the Web Push tests.
 *
 * `TestDevice` is what a browser keeps for a push subscription: an ECDH P-256
 * key pair and a 16-byte auth secret. `decrypt` opens a push message's body
 * the way the phone would (RFC 8291 over RFC 8188 aes128gcm), written here
 * with Web Crypto alone so the test does not trust the library it checks.
 * `StandInPushService` reads what the stand-in push service on loopback
 * received per endpoint and queues its answers.
 */
import { inject } from "vitest";
import { type AnswersControl, CONTROL_ANSWERS, CONTROL_PUSHES, type RecordedPush } from "../../test/stand-ins/push-api";
import { db } from "./fakes";
import type { PushDeps } from "../leads/push";

const encoder = new TextEncoder();

export function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  const array = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return btoa(String.fromCharCode(...array))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const imported = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", imported, data));
}

export class TestDevice {
  private constructor(
    readonly endpoint: string,
    private readonly keys: CryptoKeyPair,
    readonly publicKey: Uint8Array<ArrayBuffer>,
    readonly authSecret: Uint8Array<ArrayBuffer>,
  ) {}

  static async create(endpoint: string): Promise<TestDevice> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, false, [
      "deriveBits",
    ])) as CryptoKeyPair;
    const publicKey = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
    return new TestDevice(endpoint, keys, publicKey, crypto.getRandomValues(new Uint8Array(16)));
  }

  /** The subscription as the browser's PushSubscription.toJSON() gives it. */
  get subscription() {
    return { endpoint: this.endpoint, keys: { p256dh: base64Url(this.publicKey), auth: base64Url(this.authSecret) } };
  }

  /** Decrypts an aes128gcm push message body (RFC 8291 §3.4, RFC 8188 §2) and parses the JSON inside. */
  async decrypt(body: Uint8Array<ArrayBuffer>): Promise<unknown> {
    const salt = body.slice(0, 16);
    const idLength = body[20]!;
    const serverPublic = body.slice(21, 21 + idLength);
    const ciphertext = body.slice(21 + idLength);
    const serverKey = await crypto.subtle.importKey(
      "raw",
      serverPublic,
      { name: "ECDH", namedCurve: "P-256" },
      false,
      [],
    );
    const ecdhSecret = new Uint8Array(
      await crypto.subtle.deriveBits({ name: "ECDH", public: serverKey }, this.keys.privateKey, 256),
    );
    // HKDF-Extract(auth_secret, ecdh_secret), then Expand with "WebPush: info" || 0 || ua_public || as_public.
    const prkKey = await hmac(this.authSecret, ecdhSecret);
    const keyInfo = concat(encoder.encode("WebPush: info\0"), this.publicKey, serverPublic, new Uint8Array([1]));
    const ikm = await hmac(prkKey, keyInfo);
    const prk = await hmac(salt, ikm);
    const cek = (await hmac(prk, concat(encoder.encode("Content-Encoding: aes128gcm\0"), new Uint8Array([1])))).slice(
      0,
      16,
    );
    const nonce = (await hmac(prk, concat(encoder.encode("Content-Encoding: nonce\0"), new Uint8Array([1])))).slice(
      0,
      12,
    );
    const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
    const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("no last-record delimiter");
    return JSON.parse(new TextDecoder().decode(padded.slice(0, end)));
  }
}

export interface ReceivedPush {
  endpoint: string;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
  /** The status the push service answered (201 when it took the message). */
  answered: number;
  /** Why it refused the message (VAPID, encoding, size), when it did. */
  refusal: string | null;
}

/**
 * The push services as the tests meet them: the stand-in on loopback
 * (test/stand-ins/push-server.ts), which the `unit` project's outbound route
 * sends every request for a push service's host to. The code under test gets
 * the real `fetch`; the test reads what each endpoint received and says how
 * the service should answer next.
 */
export class StandInPushService {
  private readonly origin = inject("pushOrigin");

  /** The Worker's own fetch, as production gives the consumer. */
  readonly fetch: typeof fetch = (input, init) => fetch(input, init);

  /** Every push request the endpoint received, oldest first. */
  async to(endpoint: string): Promise<ReceivedPush[]> {
    const response = await fetch(`${this.origin}${CONTROL_PUSHES}?endpoint=${encodeURIComponent(endpoint)}`);
    const recorded = (await response.json()) as RecordedPush[];
    return recorded.map((push) => ({
      ...push,
      headers: new Headers(push.headers),
      body: fromBase64Url(push.body),
    }));
  }

  /** The endpoint's next requests are answered with these statuses, one each, then 201; a single status: every one. */
  async answer(endpoint: string, status: number | number[]): Promise<void> {
    const asked: AnswersControl = Array.isArray(status) ? { endpoint, statuses: status } : { endpoint, always: status };
    const response = await fetch(`${this.origin}${CONTROL_ANSWERS}`, { method: "POST", body: JSON.stringify(asked) });
    if (response.status !== 204) throw new Error(`stand-in push service answered ${response.status} to answers`);
  }
}

/** A fresh VAPID key pair as `npm run vapid-keys` makes one: the raw public key and the private scalar, base64url. */
export async function testVapid(subject = "mailto:owner@example.co.uk"): Promise<PushDeps["vapid"]> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const raw = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  return { publicKey: base64Url(raw), privateKey: jwk.d!, subject };
}

/** Stores a device as the desk's "Notify this phone" does. */
export async function subscribe(device: TestDevice, label: string, id = crypto.randomUUID()): Promise<string> {
  const { endpoint, keys } = device.subscription;
  await db
    .prepare(
      `INSERT INTO push_subscriptions (id, endpoint, p256dh, auth, user_email, label, created_at)
       VALUES (?, ?, ?, ?, 'owner@example.co.uk', ?, ?)`,
    )
    .bind(id, endpoint, keys.p256dh, keys.auth, label, new Date().toISOString())
    .run();
  return id;
}

/** Forgets every subscribed device (the tests share one D1). */
export async function unsubscribeAll(): Promise<void> {
  await db.prepare("DELETE FROM push_subscriptions").run();
}
