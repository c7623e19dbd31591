-- `leads.status` held where the owner's notification stands (pending, notified,
-- failed, spam), beside `sales_status` (where the owner stands with the
-- customer). It is renamed to say so. RENAME COLUMN keeps every row and value
-- and carries the column's CHECK, its index (leads_status_created) and the
-- trigger of 0004 along with it.
--
-- Migration numbers 0003 and 0005 were never used: they were taken by work that
-- was merged without a migration. Nothing is missing; D1 applies the files in
-- order of name and records each one it applied.
ALTER TABLE leads RENAME COLUMN status TO notification_status;
