-- The owner's lead desk (/desk).

-- Sales status: where the owner is with the customer. Separate from `status`,
-- which is the NOTIFICATION state (pending/notified/failed/spam). Leads the
-- pipeline filed as spam start as spam here too.
ALTER TABLE leads ADD COLUMN sales_status TEXT NOT NULL DEFAULT 'new'
  CHECK (sales_status IN ('new', 'contacted', 'booked', 'won', 'lost', 'spam'));
UPDATE leads SET sales_status = 'spam' WHERE status = 'spam';
CREATE INDEX leads_sales_status_created ON leads (sales_status, created_at);

-- Every attempt to tell the owner about a lead, for the lead's timeline.
CREATE TABLE lead_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,                    -- ISO 8601 UTC
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'queue')),
  ok INTEGER NOT NULL,                 -- 1 sent, 0 failed
  error TEXT
);
CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id, at);
CREATE INDEX lead_deliveries_at ON lead_deliveries (at);

-- Every action taken on the desk (status changes, notes, "not spam", "send
-- again", exports), who did it (the Access identity) and what came of it.
-- Notes live here too: the audit row is the one record of a note.
CREATE TABLE desk_audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,                    -- ISO 8601 UTC
  actor TEXT NOT NULL,                 -- e-mail from the Access token
  action TEXT NOT NULL,                -- status, note, not_spam, send_again, export
  lead_id TEXT,
  detail TEXT,                         -- e.g. "new -> contacted", the note's text, the export's range
  outcome TEXT NOT NULL CHECK (outcome IN ('done', 'refused'))
);
CREATE INDEX desk_audit_lead ON desk_audit (lead_id, at);
CREATE INDEX desk_audit_at ON desk_audit (at);

-- One row per London day on which the morning digest went out: never twice.
CREATE TABLE desk_digests (
  day TEXT PRIMARY KEY,                -- YYYY-MM-DD, Europe/London
  sent_at TEXT NOT NULL
);

-- A lead the pipeline stores as spam (honeypot, Turnstile) starts as spam on the desk too.
CREATE TRIGGER leads_spam_is_spam_on_desk AFTER INSERT ON leads
WHEN NEW.status = 'spam'
BEGIN
  UPDATE leads SET sales_status = 'spam' WHERE id = NEW.id;
END;
