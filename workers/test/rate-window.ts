/**
 * Rate-limit tests against the real binding. The Workers Rate Limiting
 * binding (and miniflare's local copy of it) counts in windows aligned to the
 * wall clock: a burst that happens to straddle the turn of a minute is counted
 * in two windows and reaches the limit later than one that does not. Such a
 * burst proves nothing either way, so it is sent again, once, with a fresh key:
 * a burst takes a second or two, so two in a row cannot both straddle an edge.
 * Nothing here waits on the clock.
 */
const WINDOW_MS = 60_000;

export async function inOneRateWindow<T>(burst: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const window = Math.floor(Date.now() / WINDOW_MS);
    const result = await burst();
    if (Math.floor(Date.now() / WINDOW_MS) === window || attempt === 2) return result;
  }
}
