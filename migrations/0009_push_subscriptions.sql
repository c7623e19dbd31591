-- Web Push to the owner's phones.

-- Each device that pressed "Notify this phone" on the desk: its push endpoint
-- and keys (RFC 8291), who subscribed it (the Access user's e-mail), the label
-- the owner gave it, and when a push last reached its push service. A push
-- service's 404 or 410 deletes the row.
CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  user_email TEXT NOT NULL,
  label TEXT NOT NULL,
  created_at TEXT NOT NULL,             -- ISO 8601 UTC
  last_success_at TEXT,
  last_error TEXT,
  last_error_at TEXT
);

-- One push per lead per device: a retried queue message skips the devices
-- already told about the lead.
CREATE TABLE lead_pushes (
  lead_id TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  pushed_at TEXT NOT NULL,
  PRIMARY KEY (lead_id, subscription_id)
);
CREATE INDEX lead_pushes_pushed_at ON lead_pushes (pushed_at);

-- lead_deliveries gains the 'push' channel. SQLite cannot change a CHECK, so
-- the table is rebuilt with every row and both indexes.
CREATE TABLE lead_deliveries_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,                    -- ISO 8601 UTC
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'queue', 'push')),
  ok INTEGER NOT NULL,                 -- 1 sent, 0 failed
  error TEXT
);
INSERT INTO lead_deliveries_new (id, lead_id, at, channel, ok, error)
  SELECT id, lead_id, at, channel, ok, error FROM lead_deliveries;
DROP TABLE lead_deliveries;
ALTER TABLE lead_deliveries_new RENAME TO lead_deliveries;
CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id, at);
CREATE INDEX lead_deliveries_at ON lead_deliveries (at);
