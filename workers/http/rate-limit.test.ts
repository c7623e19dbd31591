import { describe, expect, it } from "vitest";
import { rateLimitKey } from "./rate-limit";

describe("the rate limit key", () => {
  it("is an IPv4 address whole", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8::5", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("is the /64 of an IPv6 address: %s -> %s", (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });

  it("uses anything unreadable as it came", () => {
    expect(rateLimitKey("2001:db8:::1")).toBe("2001:db8:::1");
    expect(rateLimitKey(undefined)).toBe("unknown");
  });
});
