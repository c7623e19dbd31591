/**
 * Twilio's two doors: the status of each text sent (StatusCallback) and the
 * replies to the site's number. Both are verified by `X-Twilio-Signature`
 * over the URL Twilio called and its parameters; a bad or missing signature
 * is answered 403 and changes nothing. A reply of STOP (or Twilio's other
 * opt-out words) records the number as opted out, START or UNSTOP lifts it;
 * a status with error 21610 (unsubscribed) records it too.
 */
import { readBody, TooLarge } from "~/lib/contracts/bounded-body";
import { optOut, type TextRow } from "./outbox";
import { UNSUBSCRIBED_CODE, verifyTwilioSignature } from "./twilio";
import { log } from "../log";

export interface TextDoorDeps {
  db: D1Database;
  now: () => Date;
  /** TWILIO_AUTH_TOKEN; absent (texts off), both doors answer 404. */
  authToken?: string;
}

/** Twilio's default opt-out words, and the ones that lift an opt-out (matched alone, any case). */
export const OPT_OUT_WORDS = new Set([
  "STOP",
  "STOPALL",
  "STOP ALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "REVOKE",
]);
export const OPT_IN_WORDS = new Set(["START", "UNSTOP"]);

const MAX_BODY = 16 * 1024;

/** A status only moves forward (callbacks can arrive out of order). */
const STATUS_RANK: Record<string, number> = {
  pending: 0,
  queued: 1,
  accepted: 1,
  scheduled: 1,
  sending: 2,
  sent: 3,
  delivered: 4,
  undelivered: 4,
  failed: 4,
  read: 5,
};

async function verified(request: Request, deps: TextDoorDeps): Promise<URLSearchParams | Response> {
  if (!deps.authToken) return new Response("Not found", { status: 404 });
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  let body: string;
  try {
    body = await readBody(request, MAX_BODY);
  } catch (error) {
    return new Response(error instanceof TooLarge ? "Too large" : "Bad request", {
      status: error instanceof TooLarge ? 413 : 400,
    });
  }
  const params = new URLSearchParams(body);
  const signature = request.headers.get("X-Twilio-Signature");
  if (!(await verifyTwilioSignature(deps.authToken, request.url, params, signature))) {
    log("texts.bad_signature", { path: new URL(request.url).pathname });
    return new Response("Forbidden", { status: 403 });
  }
  return params;
}

const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/** POST /api/texts/status: MessageSid, MessageStatus, ErrorCode, To. */
export async function handleTextStatus(request: Request, deps: TextDoorDeps): Promise<Response> {
  const params = await verified(request, deps);
  if (params instanceof Response) return params;
  const sid = params.get("MessageSid") ?? params.get("SmsSid") ?? "";
  const status = (params.get("MessageStatus") ?? params.get("SmsStatus") ?? "").toLowerCase();
  if (!sid || !(status in STATUS_RANK)) return new Response("Bad request", { status: 400 });
  const code = params.get("ErrorCode") || null;
  const row = await deps.db.prepare("SELECT * FROM texts WHERE sid = ?").bind(sid).first<TextRow>();
  if (!row) return new Response(null, { status: 204 }); // not ours (or purged): nothing to record
  const at = deps.now();
  if ((STATUS_RANK[status] ?? 0) >= (STATUS_RANK[row.status] ?? 0)) {
    await deps.db
      .prepare("UPDATE texts SET status = ?, status_at = ?, error_code = COALESCE(?, error_code) WHERE id = ?")
      .bind(status, at.toISOString(), code, row.id)
      .run();
  }
  if (code === UNSUBSCRIBED_CODE) await optOut(deps.db, row.recipient, "error_21610", at);
  return new Response(null, { status: 204 });
}

/** POST /api/texts/inbound: a reply to the site's number (From, Body). Answered with empty TwiML: no auto-reply of ours. */
export async function handleTextReply(request: Request, deps: TextDoorDeps): Promise<Response> {
  const params = await verified(request, deps);
  if (params instanceof Response) return params;
  const from = params.get("From") ?? "";
  const word = (params.get("Body") ?? "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!]+$/, "")
    .toUpperCase();
  if (from && (OPT_OUT_WORDS.has(word) || params.get("OptOutType") === "STOP")) {
    await optOut(deps.db, from, "reply", deps.now());
    log("texts.opted_out");
  } else if (from && (OPT_IN_WORDS.has(word) || params.get("OptOutType") === "START")) {
    await deps.db.prepare("DELETE FROM text_opt_outs WHERE number = ?").bind(from).run();
    log("texts.opted_in");
  }
  return new Response(EMPTY_TWIML, { headers: { "Content-Type": "text/xml; charset=utf-8" } });
}
