-- Searching lists with `q` ("kamau") is ILIKE '%kamau%': no b-tree serves a match in the
-- middle of a text, so at 100,000 farmers every search read every row (150-750 ms). Trigram
-- indexes (pg_trgm, in PostgreSQL's contrib and in PGlite) serve it. Every text a big list
-- searches has one, so a search over several fields is a bitmap OR of index scans; names
-- shown on lists but stored as ids are matched through the indexes on users, user_roles and
-- locations (resources/search-sets.ts). pg_trgm is a trusted extension: the database owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- People: the display name (the very expression of personName()), and the users list's fields.
CREATE INDEX users_name_trgm_idx ON users USING gin ((trim(first_name || ' ' || last_name)) gin_trgm_ops);
CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_phone_trgm_idx ON users USING gin (phone gin_trgm_ops);
CREATE INDEX users_address_trgm_idx ON users USING gin (address gin_trgm_ops);
CREATE INDEX user_roles_member_id_trgm_idx ON user_roles USING gin (member_id gin_trgm_ops);

-- Records that grow with every farmer and day.
CREATE INDEX payments_transaction_reference_trgm_idx ON payments USING gin (transaction_reference gin_trgm_ops);
CREATE INDEX rejections_batch_number_trgm_idx ON rejections USING gin (batch_number gin_trgm_ops);
CREATE INDEX rejections_notes_trgm_idx ON rejections USING gin (notes gin_trgm_ops);
CREATE INDEX quality_tests_batch_number_trgm_idx ON quality_tests USING gin (batch_number gin_trgm_ops);
CREATE INDEX quality_tests_notes_trgm_idx ON quality_tests USING gin (notes gin_trgm_ops);
CREATE INDEX consolidations_batch_number_trgm_idx ON consolidations USING gin (batch_number gin_trgm_ops);
CREATE INDEX supplies_status_trgm_idx ON supplies USING gin (status gin_trgm_ops);
CREATE INDEX supplies_supply_category_trgm_idx ON supplies USING gin (supply_category gin_trgm_ops);
CREATE INDEX supplies_supply_items_trgm_idx ON supplies USING gin ((supply_items::text) gin_trgm_ops);
CREATE INDEX extension_assignments_topic_trgm_idx ON extension_assignments USING gin (topic gin_trgm_ops);
CREATE INDEX extension_assignments_notes_trgm_idx ON extension_assignments USING gin (notes gin_trgm_ops);
CREATE INDEX extension_call_logs_topic_trgm_idx ON extension_call_logs USING gin (topic gin_trgm_ops);
CREATE INDEX extension_call_logs_outcome_trgm_idx ON extension_call_logs USING gin (outcome gin_trgm_ops);
CREATE INDEX extension_call_logs_notes_trgm_idx ON extension_call_logs USING gin (notes gin_trgm_ops);


-- Rejections found by a reason's label ("scc": high_scc), the only field a rejection-log
-- search matches that had no index; it serves filter=reason_code newest first too.
CREATE INDEX rejections_organization_id_reason_idx ON rejections (organization_id, reason, rejected_at);

-- Completed payments newest first: a month's payments share their paid_at, so without the id
-- the first page sorted 12,000 tied rows (and joined their names) before taking ten. The
-- producer rides along so the report's count reads this index alone (its LEFT JOINs are
-- dropped, but PostgreSQL still asks for the join column): 20 ms instead of 50-75 ms; the
-- amount paid, so the payout balance (migration 010) sums it from the index too.
DROP INDEX payments_completed_paid_at_idx;
CREATE INDEX payments_completed_paid_at_idx ON payments (organization_id, paid_at, id) INCLUDE (producer_id, amount_paid)
  WHERE status = 'completed';
-- The same for what is still to pay: the pending report's count, Total Due and Total Overdue.
DROP INDEX payments_open_due_date_idx;
CREATE INDEX payments_open_due_date_idx ON payments (organization_id, due_date, id) INCLUDE (producer_id, status, amount_due)
  WHERE status <> 'completed';
