/**
 * A stand-in for Twilio's Messages API, the `fetch` the texts outbox gets in
 * tests (as workers/test/push-service.ts stands in for the push services): it
 * records every request (URL, Basic credentials, form fields) and answers as
 * Twilio does, 201 with a message SID, or with the statuses a test queues
 * first (a 500, a 400 with error 21610...).
 */
import type { TwilioConfig } from "../texts/twilio";

export interface TwilioRequest {
  url: string;
  method: string;
  /** "SID:token" from the Basic Authorization header. */
  credentials: string;
  form: Record<string, string>;
}

export const STAND_IN_BASE = "http://127.0.0.1:4999";

export class StandInTwilio {
  requests: TwilioRequest[] = [];
  /** Answers given before the first success, in order: a status and, for 4xx, Twilio's error code. */
  private failures: { status: number; code?: number }[] = [];

  failNext(status: number, code?: number): this {
    this.failures.push({ status, code });
    return this;
  }

  /** The requests that Twilio accepted (a message was made). */
  get accepted(): TwilioRequest[] {
    return this.requests.filter((request) => request.form.__accepted === "1");
  }

  fetch: typeof fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const authorization = new Headers(init?.headers).get("Authorization") ?? "";
    const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? "")));
    const request: TwilioRequest = {
      url,
      method: init?.method ?? "GET",
      credentials: authorization.startsWith("Basic ") ? atob(authorization.slice(6)) : "",
      form,
    };
    this.requests.push(request);
    const failure = this.failures.shift();
    if (failure) {
      return Response.json(
        { code: failure.code ?? null, message: `stand-in answered ${failure.status}`, status: failure.status },
        { status: failure.status },
      );
    }
    form.__accepted = "1";
    // A SID as Twilio's: SM and 32 hex digits, never the same twice.
    const sid = `SM${crypto.randomUUID().replaceAll("-", "")}`;
    return Response.json({ sid, status: "queued" }, { status: 201 });
  };

  config(overrides: Partial<TwilioConfig> = {}): TwilioConfig {
    return {
      accountSid: "ACtest0000000000000000000000000000",
      authToken: "test-auth-token",
      from: "+447400123456",
      apiBase: STAND_IN_BASE,
      statusCallback: "https://www.boilerrepairmiddlesbrough.co.uk/api/texts/status",
      fetch: this.fetch,
      ...overrides,
    };
  }
}

/** A UK mobile number no other test uses (Ofcom's drama range, 07700 900000-900999, is too small to share). */
export const uniqueMobile = () => `+4477${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
