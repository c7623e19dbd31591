-- The desk as a one-thumb tool. Every existing row keeps its values.

-- When the owner last opened the lead on the desk: what the customer changed
-- after it is "Needs action". NULL: never opened. Goes with its lead at the purge.
ALTER TABLE leads ADD COLUMN desk_seen_at TEXT;

-- "On my way" with how many minutes away the owner said (15, 30, 45 or 60);
-- the customer's e-mail says "about N minutes". NULL: not on the way, or
-- said before minutes were asked.
ALTER TABLE lead_requests ADD COLUMN on_way_minutes INTEGER;

-- The owner's own settings, set on the desk (Settings): today the one review
-- link every customer is asked to use. Holds no personal data.
CREATE TABLE desk_settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
