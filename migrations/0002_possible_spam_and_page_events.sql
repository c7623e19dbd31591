-- Why a lead might be spam without hard evidence (sent too fast after the form
-- was served, or without the signed form token). NULL: nothing suspicious.
-- Such a lead is still stored and e-mailed, marked "possible spam"; only hard
-- evidence (honeypot filled, Turnstile failed) sets status = 'spam'.
ALTER TABLE leads ADD COLUMN suspicion TEXT;

-- First-party, cookie-free page analytics as daily aggregates: no IP, no
-- personal data, only counts of events whose names come from code.
CREATE TABLE page_events_daily (
  day TEXT NOT NULL,                   -- YYYY-MM-DD, Europe/London
  page TEXT NOT NULL,                  -- path of a page of the site, e.g. /services/boiler-repair
  event TEXT NOT NULL,                 -- from code: call_tap, email_tap, area_tap, ...
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, page, event)
);
