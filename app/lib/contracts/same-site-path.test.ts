import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path";

describe("sameSitePath", () => {
  it.each([
    ["/", "/"],
    ["/services/boiler-repair", "/services/boiler-repair"],
    ["/contact?name=Jo#quote", "/contact"],
  ])("keeps %s as %s", (value, path) => {
    expect(sameSitePath(value)).toBe(path);
  });

  it.each([
    "//evil.example",
    "//evil.example/x",
    "https://evil.example/",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "services",
    "/a\nb",
    "/" + "a".repeat(300),
    42,
    undefined,
  ])("refuses %s", (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });
});
