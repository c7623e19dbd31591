/**
 * Twilio's Messages API over fetch (its Node SDK does not run on Workers;
 * tests call a stand-in on loopback, test/stand-ins/server.ts):
 * `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, HTTP Basic auth with
 * the account SID and auth token, form fields To (E.164), From or
 * MessagingServiceSid, Body and StatusCallback. And the check of the
 * `X-Twilio-Signature` Twilio puts on its callbacks: base64 of HMAC-SHA1,
 * keyed with the auth token, over the full URL it called followed by every
 * POST parameter sorted by name, each name then its value.
 */
export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** TWILIO_FROM: a number or alphanumeric sender; or a Messaging Service. */
  from?: string;
  messagingServiceSid?: string;
  /** https://api.twilio.com unless a stand-in is named (tests, local runs). */
  apiBase: string;
  /** Where Twilio posts each message's status. */
  statusCallback: string;
}

export const TWILIO_API_BASE = "https://api.twilio.com";

/** Twilio refused the message (a 4xx other than 429): trying again will not help. */
export class TwilioRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** Twilio's code for "the recipient has unsubscribed (replied STOP)". */
export const UNSUBSCRIBED_CODE = "21610";

/** Sends one text; the message's SID and Twilio's status. Throws TwilioRefused, or an Error worth retrying. */
export async function sendText(
  config: TwilioConfig,
  message: { to: string; body: string },
): Promise<{ sid: string; status: string }> {
  const form = new URLSearchParams({ To: message.to, Body: message.body, StatusCallback: config.statusCallback });
  if (config.messagingServiceSid) form.set("MessagingServiceSid", config.messagingServiceSid);
  else form.set("From", config.from ?? "");
  const url = `${config.apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    },
    body: form.toString(),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    sid?: string;
    status?: string;
    code?: number | string;
    message?: string;
  };
  if (response.ok && answer.sid) return { sid: answer.sid, status: answer.status ?? "queued" };
  const code = answer.code === undefined || answer.code === null ? null : String(answer.code);
  const why = `Twilio answered ${response.status}${code ? ` (error ${code})` : ""}${answer.message ? `: ${answer.message}` : ""}`;
  if (response.status >= 400 && response.status < 500 && response.status !== 429) {
    throw new TwilioRefused(response.status, code, why);
  }
  throw new Error(why);
}

/** The signature Twilio would put on a POST of `params` to `url`. */
export async function twilioSignature(authToken: string, url: string, params: URLSearchParams): Promise<string> {
  const pairs = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + pairs.map(([name, value]) => name + value).join("");
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(authToken),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)));
  return btoa(String.fromCharCode(...mac));
}

/** Whether a callback carries Twilio's signature (compared in constant time). */
export async function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: URLSearchParams,
  signature: string | null,
): Promise<boolean> {
  if (!signature) return false;
  const expected = new TextEncoder().encode(await twilioSignature(authToken, url, params));
  const given = new TextEncoder().encode(signature);
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= expected[i]! ^ given[i]!;
  return difference === 0;
}
