import { describe, expect, it } from "vitest";
import { page, request } from "../../test/site";

function nonceOf(csp: string): string {
  const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
  if (!nonce) throw new Error(`no nonce in ${csp}`);
  return nonce;
}

describe("security headers", () => {
  it.each(["/", "/services/boiler-repair", "/nope"])(
    "%s carries a nonce-based CSP and the standard headers",
    async (path) => {
      const { response, html } = await page(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(scriptSrc).not.toContain("unsafe-eval");
      // Every inline script in the page carries this response's nonce.
      const nonce = nonceOf(csp);
      // Inline scripts that run (JSON-LD data blocks never run, so CSP does not apply to them).
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map(
        (m) => m[1] ?? "",
      );
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    },
  );

  it("uses a fresh nonce for every response", async () => {
    const [a, b] = await Promise.all([request("/"), request("/")]);
    expect(nonceOf(a.headers.get("content-security-policy") ?? "")).not.toBe(
      nonceOf(b.headers.get("content-security-policy") ?? ""),
    );
  });

  it("secures redirects too", async () => {
    const response = await request("/services/powerflushing");
    expect(response.status).toBe(301);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("Content-Security-Policy with Turnstile", () => {
  it("allows Cloudflare's challenge origin only when the challenge is on", async () => {
    const { contentSecurityPolicy } = await import("./security-headers");
    const off = contentSecurityPolicy("n");
    const on = contentSecurityPolicy("n", { turnstile: true });
    expect(off).not.toContain("challenges.cloudflare.com");
    expect(off).toContain("frame-src 'none'");
    expect(on).toContain("script-src 'self' 'nonce-n' https://challenges.cloudflare.com");
    expect(on).toContain("frame-src https://challenges.cloudflare.com");
  });
});
