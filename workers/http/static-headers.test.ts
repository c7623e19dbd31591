import { describe, expect, it } from "vitest";
import headersFile from "../../public/_headers?raw";
import { withSecurityHeaders } from "./security-headers";

/** The header lines of one `_headers` rule, e.g. "/*". */
function rule(path: string): Map<string, string> {
  const lines = headersFile.split("\n");
  const start = lines.indexOf(path);
  const found = new Map<string, string>();
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const [name, ...value] = line.trim().split(":");
    found.set(name!.trim(), value.join(":").trim());
  }
  return found;
}

describe("static assets' headers (public/_headers)", () => {
  it("carry the same security headers as the Worker's responses, Permissions-Policy included", () => {
    const fromWorker = withSecurityHeaders(new Response("x", { headers: { "Content-Type": "text/css" } }), "n").headers;
    const statics = rule("/*");
    for (const name of [
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
    ]) {
      expect(statics.get(name), name).toBe(fromWorker.get(name));
    }
  });
});
