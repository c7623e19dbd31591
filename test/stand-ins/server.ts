/**
 * A stand-in Twilio on loopback for tests (Node's `http`, 127.0.0.1): the part
 * of Twilio's documented REST API the texts outbox uses, called by the code
 * under test with the real `fetch` at its configured base URL
 * (`TWILIO_API_BASE`).
 *
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic auth
 * (AccountSid:AuthToken), a form body with To, From or MessagingServiceSid,
 * Body and StatusCallback: 201 with Twilio's message JSON (sid "SM…", status
 * "queued"); 401 with Twilio's error 20003 for wrong credentials; 400 with
 * 21604/21603/21602 when To, the sender or Body is missing; or the failure a
 * test queued (a 500, a 429, a 400 with 21610 or 21211). Tests drive it over
 * HTTP on the control paths of ./twilio-api.ts, each with its own account.
 *
 * Started by vitest's globalSetup (./vitest-setup.ts) and by Playwright's
 * (e2e/stand-ins.ts).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { listenOnLoopback, type LoopbackServer, readBody } from "./loopback.ts";
import {
  CONTROL_ACCOUNTS,
  controlFailNext,
  controlRequests,
  type QueuedFailure,
  type StandInAccount,
  type TwilioRequest,
} from "./twilio-api.ts";

interface Account {
  authToken: string;
  requests: TwilioRequest[];
  failures: QueuedFailure[];
}

const MESSAGES = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;

/** Twilio's own words for each error code the stand-in answers with. */
const TWILIO_ERRORS: Record<number, string> = {
  20003: "Authenticate",
  20404: "The requested resource was not found",
  20429: "Too Many Requests",
  20500: "An internal server error has occurred",
  21211: "The 'To' number is not a valid phone number.",
  21602: "Message body is required.",
  21603: "A 'From' or 'MessagingServiceSid' parameter is required to send a message.",
  21604: "A 'To' phone number is required.",
  21610: "Attempt to send to unsubscribed recipient",
};
const DEFAULT_CODE: Record<number, number> = { 401: 20003, 404: 20404, 429: 20429, 500: 20500, 503: 20500 };

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

/** Twilio's error body: code, message, more_info, status. */
function twilioError(response: ServerResponse, status: number, code = DEFAULT_CODE[status]) {
  send(response, status, {
    code: code ?? null,
    message: (code && TWILIO_ERRORS[code]) ?? `Stand-in answered ${status}`,
    more_info: code ? `https://www.twilio.com/docs/errors/${code}` : null,
    status,
  });
}

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

/** Starts the stand-in; `port` 0 (the default) takes a free one. `accounts` are known from the start (a Worker's vars). */
export async function startStandInTwilio(
  options: { port?: number; accounts?: StandInAccount[] } = {},
): Promise<LoopbackServer> {
  const accounts = new Map<string, Account>();
  for (const { accountSid, authToken } of options.accounts ?? []) {
    accounts.set(accountSid, { authToken, requests: [], failures: [] });
  }

  async function messages(request: IncomingMessage, response: ServerResponse, accountSid: string) {
    const authorization = request.headers.authorization ?? "";
    const credentials = authorization.startsWith("Basic ")
      ? Buffer.from(authorization.slice(6), "base64").toString("utf8")
      : "";
    const contentType = request.headers["content-type"] ?? "";
    const form = Object.fromEntries(new URLSearchParams((await readBody(request)).toString("utf8")));
    const account = accounts.get(accountSid);
    const record: TwilioRequest = {
      method: request.method ?? "",
      path: request.url ?? "",
      credentials,
      contentType,
      form,
      answered: 0,
      sid: null,
    };
    account?.requests.push(record);
    const answer = (status: number, code?: number) => {
      record.answered = status;
      twilioError(response, status, code);
    };
    if (request.method !== "POST") return answer(405);
    if (!account || credentials !== `${accountSid}:${account.authToken}`) return answer(401);
    const failure = account.failures.shift();
    if (failure) return answer(failure.status, failure.code);
    if (!form.To) return answer(400, 21604);
    if (!form.From && !form.MessagingServiceSid) return answer(400, 21603);
    if (!form.Body) return answer(400, 21602);
    const sid = `SM${hex(16)}`;
    const created = new Date().toUTCString().replace("GMT", "+0000");
    record.answered = 201;
    record.sid = sid;
    send(response, 201, {
      account_sid: accountSid,
      api_version: "2010-04-01",
      body: form.Body,
      date_created: created,
      date_sent: null,
      date_updated: created,
      direction: "outbound-api",
      error_code: null,
      error_message: null,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      num_media: "0",
      num_segments: "1",
      price: null,
      price_unit: null,
      sid,
      status: form.MessagingServiceSid && !form.From ? "accepted" : "queued",
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to: form.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === "POST" && url.pathname === CONTROL_ACCOUNTS) {
      const made: StandInAccount = { accountSid: `AC${hex(16)}`, authToken: hex(16) };
      accounts.set(made.accountSid, { authToken: made.authToken, requests: [], failures: [] });
      return send(response, 201, made);
    }
    const sid = /^\/__control\/twilio\/accounts\/([^/]+)\//.exec(url.pathname)?.[1] ?? "";
    const account = accounts.get(sid);
    if (!account) return send(response, 404, { error: `no stand-in account ${sid}` });
    if (request.method === "POST" && url.pathname === controlFailNext(sid)) {
      const failure = JSON.parse((await readBody(request)).toString("utf8")) as QueuedFailure;
      account.failures.push(failure);
      return send(response, 204, null);
    }
    if (request.method === "GET" && url.pathname === controlRequests(sid)) {
      const to = url.searchParams.get("to");
      return send(response, 200, to ? account.requests.filter((r) => r.form.To === to) : account.requests);
    }
    send(response, 404, { error: "no such control path" });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const accountSid = MESSAGES.exec(url.pathname)?.[1];
    const handled = url.pathname.startsWith("/__control/")
      ? control(request, response, url)
      : accountSid
        ? messages(request, response, decodeURIComponent(accountSid))
        : Promise.resolve(twilioError(response, 404));
    handled.catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  return listenOnLoopback(server, options.port);
}
