import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

/** Every .eml the local send_email bindings wrote (miniflare mirrors them under .wrangler/tmp). */
async function emlFiles(dir = ".wrangler"): Promise<string[]> {
  const found: string[] = [];
  let entries: Dirent[] = [];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await emlFiles(path)));
    else if (entry.name.endsWith(".eml")) found.push(path);
  }
  return found;
}

/** The raw messages sent to `to`, as miniflare wrote them. */
export async function rawMailTo(to: string): Promise<string[]> {
  const raws: string[] = [];
  for (const file of await emlFiles()) {
    const raw = await readFile(file, "utf8");
    if (raw.includes(`To: <${to}>`)) raws.push(raw);
  }
  return raws;
}

/** A message's decoded text/plain part. */
export function plainTextOf(raw: string): string | undefined {
  const part = raw.split(/Content-Type: text\/plain; charset=UTF-8\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n/)[1];
  if (!part) return undefined;
  return Buffer.from(part.split(/\r?\n\r?\n/)[0]!.replace(/\s+/g, ""), "base64").toString("utf8");
}

/** The decoded text/plain part of the e-mails sent to `to`. */
export async function mailTo(to: string): Promise<string[]> {
  return (await rawMailTo(to)).map(plainTextOf).filter((text): text is string => text !== undefined);
}
