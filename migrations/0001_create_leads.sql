-- Quote requests ("leads"). One row per submission id: a repeated submission
-- (double click, retry after a time-out) can never create a second lead.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,            -- ISO 8601 UTC
  name TEXT NOT NULL,
  phone TEXT NOT NULL,                 -- E.164
  postcode TEXT NOT NULL,              -- normalised, e.g. TS1 2RQ
  issue TEXT,
  service TEXT,
  source_page TEXT,
  -- pending: stored, owner not yet told; notified: owner told; failed: every
  -- retry used up (dead-letter queue); spam: caught by the honeypot or timer.
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'notified', 'failed', 'spam')),
  notified_at TEXT,                    -- when the owner's e-mail was sent
  webhook_sent_at TEXT,                -- when the optional webhook accepted it
  queued_at TEXT,                      -- when the notification was last queued
  lease_until TEXT,                    -- a consumer is notifying until then
  attempts INTEGER NOT NULL DEFAULT 0, -- notification attempts
  last_error TEXT
);

CREATE INDEX leads_status_created ON leads (status, created_at);
CREATE INDEX leads_created ON leads (created_at);
