-- "Still new after an hour" (workers/desk/nudge.ts): when a lead's
-- one extra push to the owner's phones went. NULL: not nudged (yet). Every
-- existing row keeps its values; the column goes with its lead at the purge.
ALTER TABLE leads ADD COLUMN nudged_at TEXT;
