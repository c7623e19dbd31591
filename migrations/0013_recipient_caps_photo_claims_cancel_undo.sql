-- Limits per recipient, photos claimed before they are stored, and a cancel
-- that can be undone.

-- Every message sent (or queued) to a visitor, by recipient: never the address
-- or number itself, only a keyed hash of it (HMAC-SHA256 with
-- FORM_TOKEN_SECRET over the channel and the normalised address). Read to cap
-- what one recipient can be sent (workers/mail/recipient-caps.ts); each row is
-- deleted by the daily purge once keep_until has passed.
CREATE TABLE recipient_sends (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient_key TEXT NOT NULL,          -- hex HMAC of "{channel}:{normalised recipient}"
  kind TEXT NOT NULL,                   -- e.g. visitor_link, reminder_confirm
  scope TEXT,                           -- what "once per" counts in, e.g. the lead id of a request
  at TEXT NOT NULL,                     -- ISO 8601 UTC
  keep_until TEXT NOT NULL
);
CREATE INDEX recipient_sends_key ON recipient_sends (recipient_key, at);
CREATE INDEX recipient_sends_keep ON recipient_sends (keep_until);

-- An outbox e-mail held back by a per-recipient limit: never queued or sent,
-- shown on the desk's timeline with the reason.
ALTER TABLE customer_emails ADD COLUMN held_reason TEXT;

-- A lead's photos, each claimed in ONE statement that counts the lead's
-- photos before it is stored in R2 (so uploads at the same moment never
-- exceed the limit), then marked stored; a claim whose photo R2 refused is
-- deleted. Deleted with the lead.
CREATE TABLE lead_photos (
  id TEXT PRIMARY KEY,                  -- {uuid}.{ext}: the last part of the R2 key
  lead_id TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  stored_at TEXT                        -- NULL while the photo is being stored
);
CREATE INDEX lead_photos_lead ON lead_photos (lead_id, stored_at);

-- The visit's state before the visitor cancelled (NULL otherwise): the
-- cancellation can be undone until the owner acts, or for 24 hours.
ALTER TABLE lead_requests ADD COLUMN cancelled_from TEXT;

-- The visitor's events gain 'cancel_undone' (the CHECK is rebuilt: SQLite
-- cannot alter one in place).
CREATE TABLE request_events_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('details', 'window', 'accepted', 'email', 'cancelled', 'cancel_undone')),
  text TEXT
);
INSERT INTO request_events_next (id, lead_id, at, kind, text) SELECT id, lead_id, at, kind, text FROM request_events;
DROP TABLE request_events;
ALTER TABLE request_events_next RENAME TO request_events;
CREATE INDEX request_events_lead ON request_events (lead_id, at);
