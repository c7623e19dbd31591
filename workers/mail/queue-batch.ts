/**
 * How every outbox on the lead queue (visitor e-mails, texts, the owner's
 * notices of customer changes) takes its messages from a batch: its part split
 * off from the rest, each message delivered on its own so one failing retries
 * only itself, and a last try from the dead-letter queue that never drops a
 * message silently.
 */
import { backoffSeconds } from "./backoff";

/** The messages `mine` takes, and the rest as a batch of its own (its ackAll and retryAll touch only the rest). */
export function splitOff(
  batch: MessageBatch<unknown>,
  mine: (body: unknown) => boolean,
): { taken: readonly Message<unknown>[]; rest: MessageBatch<unknown> } {
  const taken = batch.messages.filter((message) => mine(message.body));
  const others = batch.messages.filter((message) => !mine(message.body));
  return {
    taken,
    rest: {
      queue: batch.queue,
      metadata: batch.metadata,
      messages: others,
      ackAll: () => others.forEach((message) => message.ack()),
      retryAll: (options) => others.forEach((message) => message.retry(options)),
    },
  };
}

/**
 * Each message on its own: done (whatever `deliver` answers) is acked; "busy" (another consumer holds its
 * lease) comes back in a minute; a throw is reported to `failed` and retried with backoff.
 */
export async function deliverEach<Body>(
  messages: readonly Message<unknown>[],
  deliver: (body: Body) => Promise<unknown>,
  failed: (body: Body, error: unknown, attempts: number) => void,
): Promise<void> {
  for (const message of messages) {
    const body = message.body as Body;
    try {
      if ((await deliver(body)) === "busy") message.retry({ delaySeconds: 60 });
      else message.ack();
    } catch (error) {
      failed(body, error, message.attempts);
      message.retry({ delaySeconds: backoffSeconds(message.attempts) });
    }
  }
}

/** Every retry used up: one last try each, `gaveUp` when it fails too (marked for the desk, logged), then acked. */
export async function lastTryEach<Body>(
  messages: readonly Message<unknown>[],
  deliver: (body: Body) => Promise<unknown>,
  gaveUp: (body: Body, error: unknown) => Promise<void> | void,
): Promise<void> {
  for (const message of messages) {
    const body = message.body as Body;
    try {
      await deliver(body);
    } catch (error) {
      await gaveUp(body, error);
    }
    message.ack();
  }
}
