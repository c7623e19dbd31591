/** Retry delay after the n-th failed attempt on the lead queue (a lead's notification or an outbox e-mail): 30 s, 60 s, 120 s ... up to 15 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 900);
}
