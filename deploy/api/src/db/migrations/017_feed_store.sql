-- The co-op store (issue 11, Feed Management): a catalogue of the feed and farm inputs it sells
-- to farmers on credit, the stock received into it, and what it issues. An issue is a supply
-- (so Supplies lists it and pay deducts it) that names its product and quantity: stock on hand
-- is always receipts less issues, computed, never kept as a figure that could drift.

CREATE TABLE feed_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL CONSTRAINT feed_products_name_check CHECK (length(name) BETWEEN 1 AND 200),
  category text NOT NULL CONSTRAINT feed_products_category_check CHECK (category IN ('feed', 'seeds', 'veterinary', 'equipment')),
  -- What one of it is: "bag", "2 kg block", "1 L bottle".
  unit text NOT NULL CONSTRAINT feed_products_unit_check CHECK (length(unit) BETWEEN 1 AND 50),
  unit_price numeric(12, 2) NOT NULL CONSTRAINT feed_products_unit_price_check CHECK (unit_price >= 0),
  reorder_level numeric(12, 2) NOT NULL DEFAULT 0 CONSTRAINT feed_products_reorder_level_check CHECK (reorder_level >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT feed_products_organization_id_id_key UNIQUE (organization_id, id)
);
CREATE UNIQUE INDEX feed_products_name_key ON feed_products (organization_id, lower(name));

-- Stock received into the store: what it cost and who supplied it.
CREATE TABLE feed_receipts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  product_id uuid NOT NULL,
  quantity numeric(12, 2) NOT NULL CONSTRAINT feed_receipts_quantity_check CHECK (quantity > 0),
  unit_cost numeric(12, 2) NOT NULL CONSTRAINT feed_receipts_unit_cost_check CHECK (unit_cost >= 0),
  total_cost numeric(14, 2) NOT NULL CONSTRAINT feed_receipts_total_cost_check CHECK (total_cost >= 0),
  supplier_name text NOT NULL CONSTRAINT feed_receipts_supplier_name_check CHECK (length(supplier_name) BETWEEN 1 AND 200),
  received_on date NOT NULL,
  notes text NOT NULL DEFAULT '' CONSTRAINT feed_receipts_notes_check CHECK (length(notes) <= 1000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT feed_receipts_product_fkey FOREIGN KEY (organization_id, product_id) REFERENCES feed_products (organization_id, id)
);
-- Stock on hand sums a product's receipts; the list pages by day.
CREATE INDEX feed_receipts_product_id_idx ON feed_receipts (product_id) INCLUDE (quantity);
CREATE INDEX feed_receipts_organization_id_received_on_idx ON feed_receipts (organization_id, received_on, id);

-- An issue from the store is a supply naming its product and quantity (both or neither).
ALTER TABLE supplies ADD COLUMN product_id uuid;
ALTER TABLE supplies ADD COLUMN quantity numeric(12, 2);
ALTER TABLE supplies ADD CONSTRAINT supplies_product_fkey
  FOREIGN KEY (organization_id, product_id) REFERENCES feed_products (organization_id, id);
ALTER TABLE supplies ADD CONSTRAINT supplies_quantity_check
  CHECK ((product_id IS NULL AND quantity IS NULL) OR (product_id IS NOT NULL AND quantity > 0));
CREATE INDEX supplies_product_id_idx ON supplies (product_id) INCLUDE (quantity) WHERE product_id IS NOT NULL;
CREATE INDEX supplies_store_issues_idx ON supplies (organization_id, supplied_at, id) WHERE product_id IS NOT NULL;

-- The store's permissions: the admin holds them (as every permission), the office clerk keeps
-- the store (reads, adds products and stock, issues) but never deletes.
INSERT INTO permissions (name, description, resource, action)
SELECT 'feed_store:' || a.action, initcap(a.action) || ' feed store', 'feed_store', a.action
  FROM (VALUES ('read'), ('create'), ('update'), ('delete')) AS a (action)
ON CONFLICT DO NOTHING;

INSERT INTO built_in_role_permissions (role_name, permission)
VALUES ('user', 'feed_store:read'), ('user', 'feed_store:create'), ('user', 'feed_store:update')
ON CONFLICT DO NOTHING;

-- The organisations that exist now: admin's rows (for display) and the clerk's.
INSERT INTO role_permissions (role_id, permission_id)
SELECT r.id, p.id
  FROM roles r
  JOIN permissions p ON p.organization_id IS NULL AND p.resource = 'feed_store'
 WHERE r.name = 'admin'
    OR (r.name = 'user' AND p.name IN (SELECT permission FROM built_in_role_permissions WHERE role_name = 'user'))
ON CONFLICT DO NOTHING;

UPDATE built_in_role_descriptions
   SET description = 'Office clerk: reads every list, keeps people, logistics, deliveries, tests, supplies and the feed store up to date'
 WHERE role_name = 'user';
UPDATE roles
   SET description = 'Office clerk: reads every list, keeps people, logistics, deliveries, tests, supplies and the feed store up to date'
 WHERE name = 'user' AND description = 'Office clerk: reads every list, keeps people, logistics, deliveries, tests and supplies up to date';
