-- Permissions that mean something (issue 8): the money and administration actions join the
-- catalogue, the built-in roles get a real matrix, and password changes can end old sign-ins.

INSERT INTO permissions (name, description, resource, action) VALUES
  ('payments:process', 'Pay out payments', 'payments', 'process'),
  ('payments:approve', 'Approve pay runs', 'payments', 'approve'),
  ('account:top_up', 'Top up the payout account', 'account', 'top_up'),
  ('audit_events:read', 'Read the activity log', 'audit_events', 'read'),
  ('organizations:update', 'Change organisation settings', 'organizations', 'update')
ON CONFLICT DO NOTHING;

-- What each built-in role holds when an organisation is created (the API copies it then) and,
-- below, for the organisations that exist now. admin is not listed: it holds every permission,
-- including ones added to the catalogue later, without rows here.
CREATE TABLE built_in_role_permissions (
  role_name text NOT NULL,
  permission text NOT NULL,
  PRIMARY KEY (role_name, permission)
);

-- user, the office clerk: reads every list but the staff accounts, keeps the people and the
-- day's work up to date; never deletes, never touches money, users' roles or the catalogue.
INSERT INTO built_in_role_permissions (role_name, permission)
SELECT 'user', r || ':read'
  FROM unnest(ARRAY['roles', 'permissions', 'user_roles', 'locations', 'routes', 'trips', 'collections',
                    'quality_tests', 'rejections', 'consolidations', 'payments', 'supplies',
                    'extension_services', 'reports']) AS r
UNION ALL
SELECT 'user', r || ':' || a
  FROM unnest(ARRAY['users', 'user_roles', 'locations', 'routes', 'trips', 'collections', 'consolidations',
                    'quality_tests', 'rejections', 'supplies', 'extension_services']) AS r
 CROSS JOIN unnest(ARRAY['create', 'update']) AS a
-- QA/Collector, at a centre: records deliveries, tests and rejections; reads what that needs.
UNION ALL
SELECT 'QA/Collector', r || ':read'
  FROM unnest(ARRAY['collections', 'quality_tests', 'rejections', 'locations', 'consolidations', 'user_roles']) AS r
UNION ALL
SELECT 'QA/Collector', r || ':create'
  FROM unnest(ARRAY['collections', 'quality_tests', 'rejections']) AS r;
-- Driver and Producer are people records: no rows, so no console access.

INSERT INTO roles (organization_id, name)
SELECT o.id, r.name
  FROM organizations o
 CROSS JOIN (VALUES ('admin'), ('user'), ('QA/Collector'), ('Driver'), ('Producer')) AS r (name)
ON CONFLICT (organization_id, name) DO NOTHING;

DELETE FROM role_permissions rp
 USING roles r
 WHERE r.id = rp.role_id AND r.name IN ('admin', 'user', 'QA/Collector', 'Driver', 'Producer');

-- admin's rows are for display (the Roles page); the API treats admin as holding everything.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
  FROM roles r
  JOIN permissions p ON p.organization_id IS NULL
 WHERE r.name = 'admin'
UNION
SELECT r.id, p.id
  FROM roles r
  JOIN built_in_role_permissions b ON b.role_name = r.name
  JOIN permissions p ON p.organization_id IS NULL AND p.name = b.permission;

-- A token carries the account's token_version when issued; a password change or reset moves it
-- on, which ends every older sign-in except kept_token_id (the one changing its own password).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN kept_token_id text;

-- Per request the API reads the caller's active roles in their organisations.
CREATE INDEX user_roles_user_id_organization_id_idx ON user_roles (user_id, organization_id) WHERE status = 'active';
