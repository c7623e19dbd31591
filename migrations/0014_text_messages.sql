-- Text messages to customers (workers/texts/): the request page link and the
-- visit's changes, sent through Twilio from an outbox, and the numbers that
-- asked for no more texts.

-- One row per text, written before it is sent (never lost, never twice: one
-- per event per number). The body holds the request page's link, so it is
-- cleared once Twilio has the message; kind and status stay for the timeline.
CREATE TABLE texts (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  event_key TEXT NOT NULL,              -- the event it tells of, e.g. link, confirmed:{time}
  kind TEXT NOT NULL,                   -- link, proposed, confirmed, on_way, resend
  recipient TEXT NOT NULL,              -- E.164 UK mobile
  body TEXT,                            -- NULL once sent
  created_at TEXT NOT NULL,             -- ISO 8601 UTC
  -- pending: to send; capped / opted_out: never sent; then Twilio's own:
  -- queued, accepted, sending, sent, delivered, undelivered, failed.
  status TEXT NOT NULL DEFAULT 'pending',
  status_at TEXT,
  error_code TEXT,                      -- Twilio's error code (21610: unsubscribed)
  sid TEXT,                             -- Twilio's MessageSid
  queued_at TEXT,
  lease_until TEXT,                     -- a consumer is sending until then
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  sent_at TEXT,                         -- Twilio accepted it
  failed_at TEXT,                       -- refused, or every retry used up: shown on the desk
  UNIQUE (lead_id, event_key, recipient)
);
CREATE INDEX texts_recipient ON texts (recipient, created_at);
CREATE INDEX texts_created ON texts (created_at);
CREATE INDEX texts_lead ON texts (lead_id);
CREATE INDEX texts_sid ON texts (sid);

-- A number that replied STOP (or another opt-out word), or that Twilio says
-- unsubscribed (error 21610): never texted again unless it replies START.
CREATE TABLE text_opt_outs (
  number TEXT PRIMARY KEY,              -- E.164
  at TEXT NOT NULL,
  source TEXT NOT NULL                  -- reply, error_21610
);

-- The owner is told of every change a customer makes on the request page,
-- grouped (workers/requests/changes.ts): the last request_events id told.
ALTER TABLE lead_requests ADD COLUMN changes_told_through INTEGER;
-- A customer asks to change a booked visit: the windows they would prefer,
-- until the owner confirms one (or keeps the visit as booked).
ALTER TABLE lead_requests ADD COLUMN change_windows TEXT;

-- request_events gains 'change_asked'. SQLite cannot change a CHECK, so the
-- table is rebuilt with every row and its index, as in 0013. Every event
-- already there was told to the owner the old way, so none is told again.
CREATE TABLE request_events_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('details', 'window', 'accepted', 'email', 'cancelled', 'cancel_undone', 'change_asked')),
  text TEXT
);
INSERT INTO request_events_new (id, lead_id, at, kind, text) SELECT id, lead_id, at, kind, text FROM request_events;
DROP TABLE request_events;
ALTER TABLE request_events_new RENAME TO request_events;
CREATE INDEX request_events_lead ON request_events (lead_id, at);
UPDATE lead_requests SET changes_told_through =
  (SELECT MAX(id) FROM request_events WHERE request_events.lead_id = lead_requests.lead_id);
