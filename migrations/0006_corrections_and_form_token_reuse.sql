-- A retry with the same submission id but other details (a corrected phone
-- number, name, postcode or problem) is a lead of its own, linked to the first
-- request of that submission: the owner hears of it and calls the right number.
ALTER TABLE leads ADD COLUMN corrects_lead_id TEXT;
CREATE INDEX leads_corrects ON leads (corrects_lead_id) WHERE corrects_lead_id IS NOT NULL;

-- The random part of the signed form token that vouched for the lead (not
-- personal: a number the server made). A token that already vouched for two
-- leads makes further ones "possible spam" (reused_form_token).
ALTER TABLE leads ADD COLUMN form_token_nonce TEXT;
CREATE INDEX leads_form_token_nonce ON leads (form_token_nonce) WHERE form_token_nonce IS NOT NULL;
