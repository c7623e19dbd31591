-- Reminders for landlords with several lets: a name for each reminder's
-- property, and the bearer links of the page where one address manages all
-- its reminders (workers/reminders/manage.ts).

-- Free text the person typed ("Flat 2, 14 Acklam Road"), at most 60
-- characters; NULL when none was given. Deleted with its reminder.
ALTER TABLE reminders ADD COLUMN property_name TEXT;
CREATE INDEX reminders_email ON reminders (email);

-- The manage page's links: only the SHA-256 (hex) of each token, and the
-- address it opens. A fresh link goes in every e-mail about a reminder and on
-- the confirmed page; all of an address's links are deleted once it has no
-- reminder left (workers/reminders/reminders.ts, purgeReminders).
CREATE TABLE reminder_manage_links (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL              -- ISO 8601 UTC
);
CREATE INDEX reminder_manage_links_email ON reminder_manage_links (email);
