-- Gas safety and service reminders people sign up for, and the
-- review requests the desk sends.

-- One row per sign-up. Nothing is sent until confirmed_at is set (double
-- opt-in). Unconfirmed rows are deleted after 7 days, unsubscribed ones 30
-- days after unsubscribing (workers/reminders/retention.ts).
CREATE TABLE reminders (
  id TEXT PRIMARY KEY,
  created_at TEXT NOT NULL,             -- ISO 8601 UTC
  email TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('gas-safety', 'service')),
  due_date TEXT NOT NULL,               -- YYYY-MM-DD (Europe/London); moved on a year once it has passed
  postcode TEXT NOT NULL,               -- the postcode district only, e.g. TS5
  consent_text TEXT NOT NULL,           -- the exact wording the person ticked
  consented_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT
);
CREATE INDEX reminders_due ON reminders (due_date);

-- Confirm and unsubscribe links: only the SHA-256 (hex) of each token. Every
-- e-mail carries a fresh unsubscribe link.
CREATE TABLE reminder_links (
  token_hash TEXT PRIMARY KEY,
  reminder_id TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at TEXT NOT NULL
);
CREATE INDEX reminder_links_reminder ON reminder_links (reminder_id);

-- Each reminder e-mail once: the key is the reminder, the due date it is
-- about and the stage (8 or 3 weeks before), so a cron run twice sends nothing twice.
CREATE TABLE reminder_sends (
  reminder_id TEXT NOT NULL,
  due_date TEXT NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('8w', '3w')),
  sent_at TEXT NOT NULL,
  email_id TEXT,                        -- the outbox row (customer_emails.id)
  PRIMARY KEY (reminder_id, due_date, stage)
);
