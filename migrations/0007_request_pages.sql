-- The visitor's request page (/requests/{token}), the visit the owner books
-- from the desk, and the e-mails the visitor asked for.

-- One row per lead that has a request page: what the visitor asked for and
-- where the visit stands. Never the token itself.
CREATE TABLE lead_requests (
  lead_id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,             -- ISO 8601 UTC
  email TEXT,                           -- optional; only for the request link and visit e-mails
  requested_window TEXT,                -- e.g. 2026-11-24:pm (Europe/London day, am/pm)
  -- requested: waiting for the owner; proposed: the owner offered other windows;
  -- confirmed: booked; declined: the owner cannot come; on_way; done;
  -- cancelled: by the visitor.
  visit_state TEXT NOT NULL DEFAULT 'requested'
    CHECK (visit_state IN ('requested', 'proposed', 'confirmed', 'declined', 'on_way', 'done', 'cancelled')),
  visit_window TEXT,                    -- the booked window (confirmed, on_way, done)
  proposed_windows TEXT,                -- JSON array of window ids while proposed
  decline_reason TEXT,
  updated_at TEXT NOT NULL,
  seen_at TEXT,                         -- the owner first opened the lead on the desk
  closed_at TEXT                        -- won, lost, done or cancelled: the links expire 30 days later
);
-- Counting a window's booked visits (capacity) reads this index.
CREATE INDEX lead_requests_window ON lead_requests (visit_window, visit_state);

-- The request page's links: only the SHA-256 of each token (hex). A lead can
-- have more than one (a repeated submission gets a fresh link to the same
-- request); the owner can revoke them from the desk.
CREATE TABLE request_links (
  token_hash TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX request_links_lead ON request_links (lead_id);

-- What the visitor did on the request page: details appended (never
-- overwriting), a window chosen or accepted, e-mail given, cancelled.
CREATE TABLE request_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('details', 'window', 'accepted', 'email', 'cancelled')),
  text TEXT
);
CREATE INDEX request_events_lead ON request_events (lead_id, at);

-- E-mails to visitors, composed when the visit changes and sent by the queue
-- consumer (message {kind: "customer_email", id}); the five-minute cron
-- re-queues any not sent. The raw message is cleared once sent.
CREATE TABLE customer_emails (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  kind TEXT NOT NULL,                   -- visitor_link, visitor_confirmed, ..., owner_cancelled, owner_accepted
  sender TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  raw TEXT,                             -- MIME; NULL once sent
  sent_at TEXT,
  queued_at TEXT,
  lease_until TEXT,                     -- a consumer is sending until then
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  failed_at TEXT                        -- every retry used up (dead-letter queue): shown on the desk
);
CREATE INDEX customer_emails_unsent ON customer_emails (sent_at, created_at);
CREATE INDEX customer_emails_lead ON customer_emails (lead_id);
