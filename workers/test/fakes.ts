/**
 * Stand-ins for the bindings whose side effects tests must observe or break:
 * a queue that records (or refuses) what is sent, an e-mail sender that
 * records (or fails), a D1 that is down. D1 itself is the real local D1.
 */
import { env } from "cloudflare:workers";
import type { WorkerEnv } from "../env";
import type { LeadConfig } from "../leads/config";
import { issueFormToken } from "../leads/form-token";
import type { ConsumerDeps } from "../leads/consumer";
import type { ComposedEmail } from "../mail/mime";
import type { IntakeDeps } from "../leads/intake";
import type { Lead } from "../leads/lead";
import type { LeadMessage } from "../leads/queue";
import type { RequestMailer } from "../requests/mail";
import type { RequestTexter } from "../requests/texts";
import { withRequestPage } from "../requests/intake-hook";

export const db = (env as Env).LEADS_DB;

export const testConfig: LeadConfig = {
  notifyTo: "owner@example.co.uk",
  notifyFrom: "leads@example.co.uk",
  retentionDays: 365,
};

/** The Worker's environment in tests: FORM_TOKEN_SECRET as the built Worker sees it. */
export const workerEnv = env as unknown as WorkerEnv;

export class RecordingQueue {
  sent: LeadMessage[] = [];
  /** The delay asked for with each message sent (undefined: none). */
  delays: (number | undefined)[] = [];
  failuresLeft: number;
  constructor(failures = 0) {
    this.failuresLeft = failures;
  }
  async send(body: LeadMessage, options?: QueueSendOptions): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error("queue unavailable");
    }
    this.sent.push(structuredClone(body));
    this.delays.push(options?.delaySeconds);
  }
  async sendBatch(messages: Iterable<MessageSendRequest<LeadMessage>>): Promise<void> {
    for (const m of messages) await this.send(m.body);
  }
  asQueue(): Queue<LeadMessage> {
    return this as unknown as Queue<LeadMessage>;
  }
}

export class RecordingMailer {
  sent: ComposedEmail[] = [];
  constructor(private failuresLeft = 0) {}
  send = async (email: ComposedEmail) => {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error("mail server unavailable");
    }
    this.sent.push(email);
  };
}

/** A D1 that can be switched off and on: while `down`, every statement throws, as D1 does in an outage. */
export class SwitchableD1 {
  down = true;
  asD1(): D1Database {
    return new Proxy(db, {
      get: (target, property, receiver) => {
        if (this.down && (property === "prepare" || property === "batch" || property === "exec")) {
          return () => {
            throw new Error("D1_ERROR: database unavailable");
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }
}

/** A D1 that is down: every statement throws. */
export const downD1 = {
  prepare() {
    throw new Error("D1_ERROR: database unavailable");
  },
  batch() {
    throw new Error("D1_ERROR: database unavailable");
  },
} as unknown as D1Database;

let ids = 0;
export const uniqueId = (prefix = "t") =>
  `${prefix}-${Date.now().toString(36)}-${(ids++).toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

/**
 * The intake's deps on the test bindings; the request page is opened as in production, with the
 * visitor's e-mails and texts when a test hands in a mailer or a texter (else none).
 */
export function intake(
  overrides: Partial<IntakeDeps> & { requestMail?: RequestMailer; requestTexts?: RequestTexter } = {},
): IntakeDeps {
  const { requestMail, requestTexts, ...rest } = overrides;
  const deps: Omit<IntakeDeps, "requestPage"> = {
    db,
    queue: new RecordingQueue().asQueue(),
    config: testConfig,
    formTokenEnv: workerEnv,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    ...rest,
  };
  return {
    requestPage: (leadId, contact, extras, answer, firstTime) =>
      withRequestPage({ ...deps, requestMail, requestTexts }, leadId, contact, extras, answer, firstTime),
    ...deps, // holds the overrides, a requestPage among them
  };
}

export function consumer(mailer: RecordingMailer, overrides: Partial<ConsumerDeps> = {}): ConsumerDeps {
  return {
    db,
    queue: new RecordingQueue().asQueue(),
    config: testConfig,
    now: () => new Date(),
    sendEmail: mailer.send,
    postWebhook: async (_lead: Lead) => undefined,
    ...overrides,
  };
}

/** A valid quote request with a unique name, so rows are easy to find. */
export function validFields<T extends Record<string, unknown>>(extra: T = {} as T) {
  return {
    name: `Test Customer ${uniqueId()}`,
    phone: "07700 900123",
    postcode: "ts5 6aa",
    issue: "No heating since this morning",
    ...extra,
  };
}

/** A genuine form token, as if the server rendered the form `ageMs` ago. */
export const formTokenIssued = (ageMs: number) => issueFormToken(workerEnv, Date.now() - ageMs);

/** A valid quote request sent from a form of the site at a person's pace (20 s after it was served). */
export async function humanFields<T extends Record<string, unknown>>(extra: T = {} as T) {
  return validFields({ formToken: await formTokenIssued(20_000), ...extra });
}
