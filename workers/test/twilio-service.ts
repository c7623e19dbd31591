/**
 * The tests' side of the stand-in Twilio on loopback (test/stand-ins/server.ts,
 * started by vitest's globalSetup): each StandInTwilio is an account of its
 * own there (a random SID and token, so parallel test files never see each
 * other's requests), the TwilioConfig that points the code under test at it,
 * and the control calls that queue failures and read what it received.
 */
import { inject } from "vitest";
import type { TwilioConfig } from "../texts/twilio";
import {
  CONTROL_ACCOUNTS,
  controlFailNext,
  controlRequests,
  type StandInAccount,
  type TwilioRequest,
} from "../../test/stand-ins/twilio-api";

export class StandInTwilio {
  private constructor(
    readonly origin: string,
    readonly account: StandInAccount,
  ) {}

  /** A fresh account on the stand-in. */
  static async open(): Promise<StandInTwilio> {
    const origin = inject("twilioOrigin");
    const response = await fetch(`${origin}${CONTROL_ACCOUNTS}`, { method: "POST" });
    if (response.status !== 201) throw new Error(`stand-in Twilio answered ${response.status} for a new account`);
    return new StandInTwilio(origin, (await response.json()) as StandInAccount);
  }

  /** The next Messages request answers `status` (and, for a 4xx, Twilio's error `code`) instead of making a message. */
  async failNext(status: number, code?: number): Promise<void> {
    const response = await fetch(`${this.origin}${controlFailNext(this.account.accountSid)}`, {
      method: "POST",
      body: JSON.stringify({ status, code }),
    });
    if (response.status !== 204) throw new Error(`stand-in Twilio answered ${response.status} to fail-next`);
  }

  /** Every Messages request this account received, oldest first. */
  async requests(): Promise<TwilioRequest[]> {
    const response = await fetch(`${this.origin}${controlRequests(this.account.accountSid)}`);
    return (await response.json()) as TwilioRequest[];
  }

  /** The requests Twilio accepted (a message was made). */
  async accepted(): Promise<TwilioRequest[]> {
    return (await this.requests()).filter((request) => request.answered === 201);
  }

  config(overrides: Partial<TwilioConfig> = {}): TwilioConfig {
    return {
      accountSid: this.account.accountSid,
      authToken: this.account.authToken,
      from: "+447400123456",
      apiBase: this.origin,
      statusCallback: "https://www.boilerrepairmiddlesbrough.co.uk/api/texts/status",
      ...overrides,
    };
  }
}

/** A UK mobile number no other test uses (Ofcom's drama range, 07700 900000-900999, is too small to share). */
export const uniqueMobile = () => `+4477${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
