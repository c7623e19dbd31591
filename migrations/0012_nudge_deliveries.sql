-- The "still new after an hour" push (workers/desk/nudge.ts) goes on the lead's
-- timeline on the desk: lead_deliveries gains the 'nudge' channel. SQLite cannot
-- change a CHECK, so the table is rebuilt with every row and both indexes, as
-- in 0009.
CREATE TABLE lead_deliveries_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,                    -- ISO 8601 UTC
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'queue', 'push', 'nudge')),
  ok INTEGER NOT NULL,                 -- 1 sent, 0 failed
  error TEXT
);
INSERT INTO lead_deliveries_new (id, lead_id, at, channel, ok, error)
  SELECT id, lead_id, at, channel, ok, error FROM lead_deliveries;
DROP TABLE lead_deliveries;
ALTER TABLE lead_deliveries_new RENAME TO lead_deliveries;
CREATE INDEX lead_deliveries_lead ON lead_deliveries (lead_id, at);
CREATE INDEX lead_deliveries_at ON lead_deliveries (at);
