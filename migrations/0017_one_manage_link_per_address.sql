-- One manage link per address (decision record 0032): the reminders' manage
-- page is opened by the same link on every page and in every e-mail, instead
-- of a fresh link (and a fresh row) each time one was shown.
--
-- One row per address: a random key id (128 bits, hex) from which, with
-- FORM_TOKEN_SECRET, the Worker makes the link's token (HMAC-SHA256 over
-- "reminder-manage:" + address + ":" + key id), and the SHA-256 (hex) of that
-- token to find the row by. Neither opens the page without the secret. The
-- row is deleted once the address has no reminder left
-- (workers/reminders/reminders.ts, purgeReminders), which shuts the link.
--
-- The old rows held only the hashes of random tokens, from which no link can
-- be made again, so they go: a manage link e-mailed before this opens the
-- 404 page, as an unknown link does. The address's confirm link (kept) shows
-- its new link, and so does its next reminder e-mail.
DROP TABLE reminder_manage_links;

CREATE TABLE reminder_manage_links (
  email TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL              -- ISO 8601 UTC
);
