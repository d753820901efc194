-- The audit trail (issue 8): every write through the API leaves one row here, in the same
-- transaction as the change, so a rolled-back write leaves none. Rows are only ever added.
CREATE TABLE audit_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id),
  -- Who did it. No foreign key: a person deleted later must not take their history along.
  user_id uuid NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  -- The API's name of what was changed (users, user-roles, payments, files...).
  resource text NOT NULL CONSTRAINT audit_events_resource_check CHECK (resource ~ '^[a-z][a-z_-]{0,62}$'),
  record_id uuid NOT NULL,
  -- create, update, delete, or what a special route did (password_reset, roles_set, process...).
  action text NOT NULL CONSTRAINT audit_events_action_check CHECK (action ~ '^[a-z][a-z_]{0,62}$'),
  -- { field: { before, after } } of the fields that changed; never a password, hash or token.
  changes jsonb NOT NULL DEFAULT '{}'
);

-- The Activity page: an organisation's events, newest first, alone or filtered by resource or
-- person; a record's history (one record id, or a person's account and link together).
CREATE INDEX audit_events_organization_id_occurred_at_idx ON audit_events (organization_id, occurred_at DESC, id DESC);
CREATE INDEX audit_events_resource_idx ON audit_events (organization_id, resource, record_id, occurred_at DESC);
CREATE INDEX audit_events_record_id_idx ON audit_events (organization_id, record_id, occurred_at DESC);
CREATE INDEX audit_events_user_id_idx ON audit_events (organization_id, user_id, occurred_at DESC);

-- History is never rewritten: the database itself refuses to change or remove an event,
-- whatever code (or person with SQL access through the API's role) asks.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_events_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
