-- Organisations, people, roles and permissions, logistics (locations, routes, trips) and
-- revoked sign-ins. Every organisation-owned table carries organization_id and an index on
-- it: the API filters every query by the caller's organisations.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server-side values that must survive restarts (the generated JWT secret).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  username text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  phone text,
  address text,
  avatar_url text,
  password_hash text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Sign-in is by email, whatever its case.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_created_at_idx ON users (created_at);

CREATE TABLE user_organizations (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, organization_id)
);
CREATE INDEX user_organizations_organization_id_idx ON user_organizations (organization_id);

-- The catalogue: global rows (organization_id NULL) are shared and read-only through the
-- API; an organisation may add its own.
CREATE TABLE permissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  resource text NOT NULL,
  action text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX permissions_global_name_key ON permissions (name) WHERE organization_id IS NULL;
CREATE UNIQUE INDEX permissions_organization_name_key ON permissions (organization_id, name)
  WHERE organization_id IS NOT NULL;

CREATE TABLE roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT roles_organization_name_key UNIQUE (organization_id, name),
  -- Target of composite keys that keep a link and its role in one organisation.
  CONSTRAINT roles_organization_id_id_key UNIQUE (organization_id, id)
);

CREATE TABLE role_permissions (
  role_id uuid NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  permission_id uuid NOT NULL REFERENCES permissions (id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, permission_id)
);
CREATE INDEX role_permissions_permission_id_idx ON role_permissions (permission_id);

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  address text NOT NULL DEFAULT '',
  type text NOT NULL DEFAULT 'collection_center',
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  capacity numeric NOT NULL DEFAULT 0 CHECK (capacity >= 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX locations_organization_id_type_idx ON locations (organization_id, type);

CREATE TABLE routes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Ordered stops; the API checks they are locations of the same organisation.
  location_ids uuid[] NOT NULL DEFAULT '{}',
  distance numeric NOT NULL DEFAULT 0 CHECK (distance >= 0),
  estimated_time numeric NOT NULL DEFAULT 0 CHECK (estimated_time >= 0),
  -- {"monday": ["05:30", "16:00"], ...}
  start_times jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT routes_organization_id_id_key UNIQUE (organization_id, id)
);
CREATE INDEX routes_organization_id_idx ON routes (organization_id);

-- A person's role in an organisation (driver, producer, QA agent...), with its member id.
CREATE TABLE user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  member_id text,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'pending')),
  location_ids uuid[] NOT NULL DEFAULT '{}',
  route_ids uuid[] NOT NULL DEFAULT '{}',
  available boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Only members hold roles, and leaving the organisation ends them.
  CONSTRAINT user_roles_user_fkey FOREIGN KEY (user_id, organization_id)
    REFERENCES user_organizations (user_id, organization_id) ON DELETE CASCADE,
  CONSTRAINT user_roles_role_fkey FOREIGN KEY (organization_id, role_id)
    REFERENCES roles (organization_id, id),
  CONSTRAINT user_roles_user_role_key UNIQUE (organization_id, user_id, role_id)
);
CREATE UNIQUE INDEX user_roles_member_id_key ON user_roles (organization_id, member_id)
  WHERE member_id IS NOT NULL;
CREATE INDEX user_roles_organization_id_role_id_idx ON user_roles (organization_id, role_id, created_at);
CREATE INDEX user_roles_user_id_idx ON user_roles (user_id);
CREATE INDEX user_roles_role_id_idx ON user_roles (role_id);

CREATE TABLE trips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  route_id uuid NOT NULL,
  user_roles_ids uuid[] NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'in_progress', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT trips_route_fkey FOREIGN KEY (organization_id, route_id) REFERENCES routes (organization_id, id),
  CONSTRAINT trips_end_after_start CHECK (end_time >= start_time)
);
CREATE INDEX trips_organization_id_start_time_idx ON trips (organization_id, start_time);
CREATE INDEX trips_route_id_idx ON trips (route_id);

CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expires_at_idx ON revoked_tokens (expires_at);
