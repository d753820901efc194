-- A role says what it is for (the Roles page shows it and Add Role asks for it).
ALTER TABLE roles ADD COLUMN description text NOT NULL DEFAULT '';

-- What the built-in roles are for: given to the organisations that exist now and, by
-- createOrganization, to every new one (one source, like built_in_role_permissions).
CREATE TABLE built_in_role_descriptions (
  role_name text PRIMARY KEY,
  description text NOT NULL
);
INSERT INTO built_in_role_descriptions (role_name, description) VALUES
  ('admin', 'Everything, including users, roles and money'),
  ('user', 'Office clerk: reads every list, keeps people, logistics, deliveries, tests and supplies up to date'),
  ('QA/Collector', 'Records deliveries, quality tests and rejections at their collection centres'),
  ('Driver', 'A driver''s record; no console access'),
  ('Producer', 'A farmer''s record; no console access');

UPDATE roles r
   SET description = d.description
  FROM built_in_role_descriptions d
 WHERE d.role_name = r.name AND r.description = '';
