-- The shared permission catalogue: read/create/update/delete on every area of the console.
-- Roles link to these; organisations may add their own next to them.
INSERT INTO permissions (name, description, resource, action)
SELECT r.resource || ':' || a.action,
       initcap(a.action) || ' ' || replace(r.label, '_', ' '),
       r.resource,
       a.action
  FROM (VALUES
          ('users', 'users'),
          ('roles', 'roles'),
          ('permissions', 'permissions'),
          ('user_roles', 'role assignments'),
          ('locations', 'collection centres'),
          ('routes', 'routes'),
          ('trips', 'trips'),
          ('collections', 'milk collections'),
          ('quality_tests', 'quality tests'),
          ('rejections', 'rejection logs'),
          ('consolidations', 'consolidations'),
          ('payments', 'payments'),
          ('supplies', 'supplies'),
          ('extension_services', 'extension services'),
          ('reports', 'reports')
       ) AS r (resource, label)
 CROSS JOIN (VALUES ('read', 1), ('create', 2), ('update', 3), ('delete', 4)) AS a (action, position)
 WHERE NOT (r.resource = 'reports' AND a.action <> 'read')
ON CONFLICT DO NOTHING;
