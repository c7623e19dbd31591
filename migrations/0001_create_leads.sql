-- Quote requests ("leads"). One row per submission id: a repeated submission
-- (double click, retry after a time-out) can never create a second lead.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  postcode TEXT NOT NULL,
  issue TEXT,
  service TEXT,
  source_page TEXT,
  -- pending: stored, owner not yet told; notified: owner told; failed: gave up
  -- after every retry (see the dead-letter queue); spam: caught by the traps.
  status TEXT NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'notified', 'failed', 'spam')),
  notified_at TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);

CREATE INDEX leads_status_created ON leads (status, created_at);
CREATE INDEX leads_created ON leads (created_at);
