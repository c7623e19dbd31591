/**
 * Optional second channel: a JSON POST of the lead to a chat or push tool,
 * signed with HMAC-SHA256 over "timestamp.body" so the receiver can check it
 * came from us and is fresh (header X-Signature: t=...,v1=hex).
 */
import type { Lead } from "./lead";
import { hex } from "../http/hex";

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data));
  return hex(signature);
}

export async function signWebhook(secret: string, body: string, timestamp: number): Promise<string> {
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

export async function postWebhook(
  url: string,
  secret: string,
  lead: Lead,
  now: Date,
  fetcher: typeof fetch = fetch,
): Promise<void> {
  const body = JSON.stringify({ type: "lead.created", lead });
  const timestamp = Math.floor(now.getTime() / 1000);
  const response = await fetcher(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Signature": await signWebhook(secret, body, timestamp) },
    body,
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
