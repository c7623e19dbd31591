import { afterEach, describe, expect, it, vi } from "vitest";
import { inOneRateWindow } from "./rate-window";

describe("inOneRateWindow", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a burst that stayed inside one clock minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 6, 0, 10));
    const burst = vi.fn(async () => "counted once");
    expect(await inOneRateWindow(burst)).toBe("counted once");
    expect(burst).toHaveBeenCalledTimes(1);
  });

  it("sends a burst again when it straddled the turn of a minute, and only once more", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.UTC(2026, 10, 24, 6, 0, 59, 500));
    let calls = 0;
    const result = await inOneRateWindow(async () => {
      calls++;
      vi.setSystemTime(Date.now() + 60_000); // every burst straddles an edge
      return calls;
    });
    expect(result).toBe(2);
  });
});
