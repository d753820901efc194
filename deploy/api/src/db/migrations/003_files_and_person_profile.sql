-- Uploaded files (a driver's photo and licence document, later a farmer's photo) and the
-- person details a role link carries beyond the user account.

-- Files belong to an organisation like every other row; the bytes live in the database so
-- a backup holds everything and no second store has to be scoped and secured. Uploads are
-- capped at 5 MB by the API.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  data bytea NOT NULL,
  -- The organisation's file outlives the account of whoever uploaded it.
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_organization_id_idx ON files (organization_id);
CREATE INDEX files_created_by_idx ON files (created_by);

-- Date of birth, gender, photo, licence and hire details, notes: what the driver and
-- farmer forms collect about the person in this role. Keys are checked by the API
-- (PersonProfile); file ids point at files of the same organisation.
ALTER TABLE user_roles ADD COLUMN profile jsonb NOT NULL DEFAULT '{}';
