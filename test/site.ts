import { exports } from "cloudflare:workers";

export const ORIGIN = "https://www.boilerrepairmiddlesbrough.co.uk";

/** Sends a request to the built Worker, as the edge would. */
export function request(path: string, init?: RequestInit): Promise<Response> {
  const worker = exports.default as unknown as Fetcher;
  return worker.fetch(new URL(path, ORIGIN).toString(), { redirect: "manual", ...init });
}

export async function page(path: string) {
  const response = await request(path);
  const html = await response.text();
  return { response, html };
}

/** The text of every match of a tag, e.g. all(html, "h1"). */
export function all(html: string, tag: string): string[] {
  const re = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(re)].map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").trim());
}

export function metaContent(html: string, name: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:name|property)="${name}"[^>]+content="([^"]*)"`, "i");
  return html.match(re)?.[1];
}

export function canonical(html: string): string | undefined {
  return html.match(/<link[^>]+rel="canonical"[^>]+href="([^"]*)"/i)?.[1];
}
