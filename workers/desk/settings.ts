/**
 * The owner's own settings, set on the desk's Settings page (desk_settings):
 * today the one review link every customer is asked to use. Until the owner
 * pastes one there, the confirmed owner fact (launchFacts.reviewLink) is used
 * if there is one.
 */
import { reviewRequestLink } from "~/content/business";
import { audit } from "./audit";

const REVIEW_LINK = "review_link";
const MAX_LINK = 500;

/** The review link: the desk's setting, else the confirmed owner fact, else null. */
export async function reviewLinkSetting(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare("SELECT value FROM desk_settings WHERE key = ?")
    .bind(REVIEW_LINK)
    .first<{ value: string }>();
  return row?.value || reviewRequestLink() || null;
}

/** An https address of a site, at most 500 characters, with no spaces; null when it is not one. */
export function cleanReviewLink(text: string): string | null {
  const link = text.trim();
  if (!link || link.length > MAX_LINK || /\s/.test(link)) return null;
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

export async function saveReviewLink(
  deps: { db: D1Database; actor: string; now: () => Date },
  text: string,
): Promise<"saved" | "refused"> {
  const link = cleanReviewLink(text);
  const at = deps.now();
  await audit(deps.db, {
    actor: deps.actor,
    action: "settings",
    detail: `Review link: ${link ?? text.slice(0, 100)}`,
    outcome: link ? "done" : "refused",
    at,
  });
  if (!link) return "refused";
  await deps.db
    .prepare(
      `INSERT INTO desk_settings (key, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(REVIEW_LINK, link, at.toISOString(), deps.actor)
    .run();
  return "saved";
}
