-- The dairy domain (issue 3): milk collections, centre consolidations, quality tests,
-- rejections, payments, supplies, extension services, and a running total per producer.
--
-- Sized for a large cooperative: 100,000 farmers and 10 million collections per database.
-- Every organisation-owned reference is a composite foreign key (organization_id, x_id), so
-- the database itself refuses a row pointing into another organisation. Money is
-- numeric(12,2) KSh, volumes numeric litres, weights numeric kg. Enumerations are text with
-- CHECKs (as in 001), which keeps the API's error messages and the contract's strings one.

-- Targets of the composite keys below.
ALTER TABLE user_roles ADD CONSTRAINT user_roles_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE locations ADD CONSTRAINT locations_organization_id_id_key UNIQUE (organization_id, id);
ALTER TABLE trips ADD CONSTRAINT trips_organization_id_id_key UNIQUE (organization_id, id);

-- Driver tracking finds a driver's trips by crew member.
CREATE INDEX trips_user_roles_ids_idx ON trips USING gin (user_roles_ids);

-- KSh per litre when a farmer has no special rate (farm-gate KSh 45-65, docs/rules.md#farm-gate-prices).
ALTER TABLE organizations
  ADD COLUMN default_rate_per_litre numeric(8, 2) NOT NULL DEFAULT 50
  CONSTRAINT organizations_default_rate_per_litre_check CHECK (default_rate_per_litre > 0 AND default_rate_per_litre < 1000);

-- One delivery of one farmer at a centre (a line of the milk journal).
CREATE TABLE collections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  producer_id uuid NOT NULL,
  location_id uuid NOT NULL,
  trip_id uuid,
  shift text NOT NULL CONSTRAINT collections_shift_check CHECK (shift IN ('morning', 'evening')),
  -- A farmer's can: above 0, below 200 L per delivery.
  quantity_litres numeric(6, 2) NOT NULL CONSTRAINT collections_quantity_litres_check CHECK (quantity_litres > 0 AND quantity_litres < 200),
  fat_pct numeric(4, 2) NOT NULL CONSTRAINT collections_fat_pct_check CHECK (fat_pct >= 0 AND fat_pct <= 15),
  protein_pct numeric(4, 2) NOT NULL CONSTRAINT collections_protein_pct_check CHECK (protein_pct >= 0 AND protein_pct <= 10),
  -- Somatic cells per ml; 10 million is far beyond any real milk.
  scc integer NOT NULL CONSTRAINT collections_scc_check CHECK (scc >= 0 AND scc <= 10000000),
  collected_at timestamptz NOT NULL DEFAULT now(),
  data_source text NOT NULL DEFAULT 'manual'
    CONSTRAINT collections_data_source_check CHECK (data_source IN ('milk_analyzer', 'mobile_app', 'manual')),
  status text NOT NULL DEFAULT 'accepted' CONSTRAINT collections_status_check CHECK (status IN ('accepted', 'rejected')),
  -- The centre's batch of the shift (consolidation, quality test).
  batch_number text NOT NULL CONSTRAINT collections_batch_number_check CHECK (length(batch_number) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT collections_organization_id_id_key UNIQUE (organization_id, id),
  CONSTRAINT collections_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id),
  CONSTRAINT collections_location_fkey FOREIGN KEY (organization_id, location_id) REFERENCES locations (organization_id, id),
  -- A trip may be deleted; its deliveries stay, without a trip.
  CONSTRAINT collections_trip_fkey FOREIGN KEY (organization_id, trip_id) REFERENCES trips (organization_id, id)
    ON DELETE SET NULL (trip_id)
);
-- Lists newest first, the dashboard summary and litres per day over a date range: the
-- INCLUDE columns let those aggregates run as index-only scans.
CREATE INDEX collections_organization_id_collected_at_idx ON collections (organization_id, collected_at)
  INCLUDE (status, shift, quantity_litres, fat_pct, protein_pct, scc);
-- A farmer's history and their latest delivery (running totals on delete).
CREATE INDEX collections_producer_id_collected_at_idx ON collections (producer_id, collected_at);
-- Per-centre quality over a period (centre quality, centres report).
CREATE INDEX collections_location_id_collected_at_idx ON collections (location_id, collected_at)
  INCLUDE (status, quantity_litres, fat_pct, protein_pct, scc);
-- Litres of a trip (collection schedule, driver tracking).
CREATE INDEX collections_trip_id_idx ON collections (trip_id) INCLUDE (status, quantity_litres) WHERE trip_id IS NOT NULL;
-- filter=batch_number:... compares lower-case.
CREATE INDEX collections_batch_number_idx ON collections (organization_id, lower(batch_number));

-- A centre's handover of one shift's milk to a trip. 1 kg is booked per litre, as the
-- cooperative's journal does, so a batch's weights add up to its collections.
CREATE TABLE consolidations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  trip_id uuid,
  consolidated_at timestamptz NOT NULL DEFAULT now(),
  batch_number text NOT NULL CONSTRAINT consolidations_batch_number_check CHECK (length(batch_number) BETWEEN 1 AND 50),
  total_weight_kg numeric(10, 2) NOT NULL CONSTRAINT consolidations_total_weight_kg_check CHECK (total_weight_kg >= 0 AND total_weight_kg < 1000000),
  handed_over_weight_kg numeric(10, 2) NOT NULL CONSTRAINT consolidations_handed_over_weight_kg_check CHECK (handed_over_weight_kg >= 0),
  rejected_weight_kg numeric(10, 2) NOT NULL DEFAULT 0 CONSTRAINT consolidations_rejected_weight_kg_check CHECK (rejected_weight_kg >= 0),
  farmers_processed integer NOT NULL DEFAULT 0 CONSTRAINT consolidations_farmers_processed_check CHECK (farmers_processed >= 0),
  -- QA/Collector links; an array has no foreign key, the API checks the organisation.
  qa_agent_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT consolidations_weights_check CHECK (handed_over_weight_kg + rejected_weight_kg <= total_weight_kg),
  CONSTRAINT consolidations_location_fkey FOREIGN KEY (organization_id, location_id) REFERENCES locations (organization_id, id),
  CONSTRAINT consolidations_trip_fkey FOREIGN KEY (organization_id, trip_id) REFERENCES trips (organization_id, id)
    ON DELETE SET NULL (trip_id),
  CONSTRAINT consolidations_batch_key UNIQUE (location_id, batch_number)
);
CREATE INDEX consolidations_organization_id_consolidated_at_idx ON consolidations (organization_id, consolidated_at);
CREATE INDEX consolidations_trip_id_idx ON consolidations (trip_id) WHERE trip_id IS NOT NULL;
CREATE INDEX consolidations_qa_agent_ids_idx ON consolidations USING gin (qa_agent_ids);

-- Platform test of one batch (docs/rules.md#quality-checks).
CREATE TABLE quality_tests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  qa_agent_id uuid,
  batch_number text NOT NULL CONSTRAINT quality_tests_batch_number_check CHECK (length(batch_number) BETWEEN 1 AND 50),
  tested_at timestamptz NOT NULL DEFAULT now(),
  fat_pct numeric(4, 2) NOT NULL CONSTRAINT quality_tests_fat_pct_check CHECK (fat_pct >= 0 AND fat_pct <= 15),
  protein_pct numeric(4, 2) NOT NULL CONSTRAINT quality_tests_protein_pct_check CHECK (protein_pct >= 0 AND protein_pct <= 10),
  scc integer NOT NULL CONSTRAINT quality_tests_scc_check CHECK (scc >= 0 AND scc <= 10000000),
  -- Specific gravity: milk is 1.026-1.034; water-logged or creamed milk strays a little.
  density numeric(5, 4) NOT NULL CONSTRAINT quality_tests_density_check CHECK (density >= 0.9 AND density <= 1.2),
  temperature_c numeric(4, 1) NOT NULL CONSTRAINT quality_tests_temperature_c_check CHECK (temperature_c >= -5 AND temperature_c <= 60),
  alcohol_test text NOT NULL CONSTRAINT quality_tests_alcohol_test_check CHECK (alcohol_test IN ('pass', 'fail')),
  clot_on_boiling text NOT NULL CONSTRAINT quality_tests_clot_on_boiling_check CHECK (clot_on_boiling IN ('pass', 'fail')),
  antibiotic_residue text NOT NULL CONSTRAINT quality_tests_antibiotic_residue_check CHECK (antibiotic_residue IN ('pass', 'fail')),
  overall_result text NOT NULL CONSTRAINT quality_tests_overall_result_check CHECK (overall_result IN ('pass', 'fail')),
  notes text CONSTRAINT quality_tests_notes_check CHECK (length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT quality_tests_location_fkey FOREIGN KEY (organization_id, location_id) REFERENCES locations (organization_id, id),
  CONSTRAINT quality_tests_qa_agent_fkey FOREIGN KEY (organization_id, qa_agent_id) REFERENCES user_roles (organization_id, id)
    ON DELETE SET NULL (qa_agent_id)
);
CREATE INDEX quality_tests_organization_id_tested_at_idx ON quality_tests (organization_id, tested_at);
CREATE INDEX quality_tests_location_id_tested_at_idx ON quality_tests (location_id, tested_at);
CREATE INDEX quality_tests_qa_agent_id_idx ON quality_tests (qa_agent_id) WHERE qa_agent_id IS NOT NULL;
CREATE INDEX quality_tests_batch_number_idx ON quality_tests (organization_id, lower(batch_number));

-- A farmer's delivery turned away, with a coded reason (contracts: REJECTION_REASONS).
CREATE TABLE rejections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  producer_id uuid NOT NULL,
  collection_id uuid,
  qa_agent_id uuid,
  batch_number text NOT NULL CONSTRAINT rejections_batch_number_check CHECK (length(batch_number) BETWEEN 1 AND 50),
  reason text NOT NULL CONSTRAINT rejections_reason_check CHECK (reason IN (
    'failed_alcohol_test', 'clot_on_boiling', 'added_water', 'antibiotic_residue',
    'high_scc', 'abnormal_smell_or_colour', 'sediment', 'temperature')),
  weight_kg numeric(6, 2) NOT NULL CONSTRAINT rejections_weight_kg_check CHECK (weight_kg > 0 AND weight_kg < 200),
  rejected_at timestamptz NOT NULL DEFAULT now(),
  notes text CONSTRAINT rejections_notes_check CHECK (length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT rejections_location_fkey FOREIGN KEY (organization_id, location_id) REFERENCES locations (organization_id, id),
  CONSTRAINT rejections_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id),
  -- The log outlives a deleted journal line.
  CONSTRAINT rejections_collection_fkey FOREIGN KEY (organization_id, collection_id) REFERENCES collections (organization_id, id)
    ON DELETE SET NULL (collection_id),
  CONSTRAINT rejections_qa_agent_fkey FOREIGN KEY (organization_id, qa_agent_id) REFERENCES user_roles (organization_id, id)
    ON DELETE SET NULL (qa_agent_id)
);
CREATE INDEX rejections_organization_id_rejected_at_idx ON rejections (organization_id, rejected_at);
CREATE INDEX rejections_producer_id_idx ON rejections (producer_id);
CREATE INDEX rejections_location_id_idx ON rejections (location_id);
CREATE INDEX rejections_collection_id_idx ON rejections (collection_id) WHERE collection_id IS NOT NULL;
CREATE INDEX rejections_qa_agent_id_idx ON rejections (qa_agent_id) WHERE qa_agent_id IS NOT NULL;

-- What a farmer is owed for one period: accepted litres x rate, less supply deductions
-- (capped so pay never goes negative). `delayed` is not stored: pending past due_date.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  producer_id uuid NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  litres numeric(10, 2) NOT NULL CONSTRAINT payments_litres_check CHECK (litres >= 0),
  rate_per_litre numeric(8, 2) NOT NULL CONSTRAINT payments_rate_per_litre_check CHECK (rate_per_litre >= 0 AND rate_per_litre < 1000),
  gross_amount numeric(12, 2) NOT NULL CONSTRAINT payments_gross_amount_check CHECK (gross_amount >= 0),
  deductions numeric(12, 2) NOT NULL DEFAULT 0 CONSTRAINT payments_deductions_check CHECK (deductions >= 0 AND deductions <= gross_amount),
  amount_due numeric(12, 2) NOT NULL,
  due_date date NOT NULL,
  payment_method text NOT NULL DEFAULT 'mobile_money'
    CONSTRAINT payments_payment_method_check CHECK (payment_method IN ('bank_transfer', 'mobile_money', 'cash', 'credit_card')),
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT payments_status_check CHECK (status IN ('pending', 'in_progress', 'completed', 'failed')),
  paid_at timestamptz,
  amount_paid numeric(12, 2) CONSTRAINT payments_amount_paid_check CHECK (amount_paid >= 0),
  transaction_reference text CONSTRAINT payments_transaction_reference_check CHECK (length(transaction_reference) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_period_check CHECK (period_end >= period_start),
  CONSTRAINT payments_amount_due_check CHECK (amount_due = gross_amount - deductions),
  -- A completed payment says when, how much and under which reference it was paid.
  CONSTRAINT payments_completed_check CHECK (
    status <> 'completed' OR (paid_at IS NOT NULL AND amount_paid IS NOT NULL AND transaction_reference IS NOT NULL)),
  CONSTRAINT payments_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id),
  -- One payment per farmer and period: a second pay run cannot pay twice.
  CONSTRAINT payments_producer_period_key UNIQUE (producer_id, period_start, period_end)
);
-- Pending payments by due date; the dashboard's count of pending payments.
CREATE INDEX payments_organization_id_status_due_date_idx ON payments (organization_id, status, due_date);
-- A farmer's latest payment (farmers profile).
CREATE INDEX payments_producer_id_period_end_idx ON payments (producer_id, period_end DESC, created_at DESC);
CREATE INDEX payments_completed_paid_at_idx ON payments (organization_id, paid_at) WHERE status = 'completed';
-- A payout reference is used once.
CREATE UNIQUE INDEX payments_transaction_reference_key ON payments (organization_id, transaction_reference)
  WHERE transaction_reference IS NOT NULL;

-- Feed, seed and other inputs a farmer takes, often on credit against their milk.
CREATE TABLE supplies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  producer_id uuid NOT NULL,
  -- [{"item": "Dairy meal 70 kg", "quantity": 2}, ...]
  supply_items jsonb NOT NULL DEFAULT '[]' CONSTRAINT supplies_supply_items_check CHECK (jsonb_typeof(supply_items) = 'array'),
  total_cost numeric(12, 2) NOT NULL DEFAULT 0 CONSTRAINT supplies_total_cost_check CHECK (total_cost >= 0),
  -- The contract calls it `timestamp`.
  supplied_at timestamptz NOT NULL DEFAULT now(),
  -- Free text (docs/rules.md#statuses): ordered, delivered, cancelled...
  status text NOT NULL DEFAULT 'ordered' CONSTRAINT supplies_status_check CHECK (length(status) BETWEEN 1 AND 50),
  supplier_details jsonb NOT NULL DEFAULT '{}' CONSTRAINT supplies_supplier_details_check CHECK (jsonb_typeof(supplier_details) = 'object'),
  supply_category text NOT NULL DEFAULT 'seeds' CONSTRAINT supplies_supply_category_check CHECK (length(supply_category) BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT supplies_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id)
);
CREATE INDEX supplies_organization_id_supplied_at_idx ON supplies (organization_id, supplied_at);
CREATE INDEX supplies_producer_id_supplied_at_idx ON supplies (producer_id, supplied_at);

CREATE TABLE extension_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  officer_id uuid NOT NULL,
  producer_id uuid NOT NULL,
  topic text NOT NULL CONSTRAINT extension_assignments_topic_check CHECK (length(topic) BETWEEN 1 AND 200),
  scheduled_for timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CONSTRAINT extension_assignments_status_check CHECK (status IN ('scheduled', 'completed', 'cancelled')),
  notes text CONSTRAINT extension_assignments_notes_check CHECK (length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT extension_assignments_officer_fkey FOREIGN KEY (organization_id, officer_id) REFERENCES user_roles (organization_id, id),
  CONSTRAINT extension_assignments_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id)
);
CREATE INDEX extension_assignments_organization_id_scheduled_for_idx ON extension_assignments (organization_id, scheduled_for);
CREATE INDEX extension_assignments_officer_id_idx ON extension_assignments (officer_id);
CREATE INDEX extension_assignments_producer_id_idx ON extension_assignments (producer_id);

CREATE TABLE extension_call_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  officer_id uuid NOT NULL,
  producer_id uuid NOT NULL,
  called_at timestamptz NOT NULL DEFAULT now(),
  duration_seconds integer NOT NULL CONSTRAINT extension_call_logs_duration_seconds_check CHECK (duration_seconds >= 0 AND duration_seconds <= 86400),
  topic text NOT NULL CONSTRAINT extension_call_logs_topic_check CHECK (length(topic) BETWEEN 1 AND 200),
  outcome text NOT NULL DEFAULT '' CONSTRAINT extension_call_logs_outcome_check CHECK (length(outcome) <= 500),
  notes text CONSTRAINT extension_call_logs_notes_check CHECK (length(notes) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT extension_call_logs_officer_fkey FOREIGN KEY (organization_id, officer_id) REFERENCES user_roles (organization_id, id),
  CONSTRAINT extension_call_logs_producer_fkey FOREIGN KEY (organization_id, producer_id) REFERENCES user_roles (organization_id, id)
);
CREATE INDEX extension_call_logs_organization_id_called_at_idx ON extension_call_logs (organization_id, called_at);
CREATE INDEX extension_call_logs_officer_id_idx ON extension_call_logs (officer_id);
CREATE INDEX extension_call_logs_producer_id_called_at_idx ON extension_call_logs (producer_id, called_at);

-- ---- Running totals per producer -------------------------------------------------------
-- Sorting 100,000 farmers by litres supplied or last delivery must not sum 10 million
-- collections per request. These rows are kept by triggers in the same transaction as the
-- write to collections or rejections, so they equal the live aggregates by construction.

-- Quality points of one delivery, 0-100 (bands of docs/rules.md#quality-checks):
--   rejected: 0.
--   SCC (40): < 100,000 -> 40; < 300,000 -> 30; < 400,000 (EU ceiling) -> 15; < 750,000 (US) -> 5; else 0.
--   fat (30): >= 4.0 % -> 30; >= 3.5 -> 25; >= 3.0 (typical floor) -> 15; else 0.
--   protein (30): >= 3.4 % -> 30; >= 3.1 -> 25; >= 2.8 (typical floor) -> 15; else 0.
CREATE FUNCTION delivery_quality_points(status text, fat_pct numeric, protein_pct numeric, scc integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status = 'rejected' THEN 0 ELSE
    (CASE WHEN scc < 100000 THEN 40 WHEN scc < 300000 THEN 30 WHEN scc < 400000 THEN 15 WHEN scc < 750000 THEN 5 ELSE 0 END) +
    (CASE WHEN fat_pct >= 4.0 THEN 30 WHEN fat_pct >= 3.5 THEN 25 WHEN fat_pct >= 3.0 THEN 15 ELSE 0 END) +
    (CASE WHEN protein_pct >= 3.4 THEN 30 WHEN protein_pct >= 3.1 THEN 25 WHEN protein_pct >= 2.8 THEN 15 ELSE 0 END)
  END
$$;

CREATE TABLE producer_totals (
  producer_id uuid PRIMARY KEY REFERENCES user_roles (id) ON DELETE CASCADE,
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  -- All deliveries, accepted or rejected.
  deliveries integer NOT NULL DEFAULT 0,
  accepted_litres numeric(14, 2) NOT NULL DEFAULT 0,
  quality_points bigint NOT NULL DEFAULT 0,
  -- Rejections logged without a journal line: each counts as one more 0-point delivery.
  unlinked_rejections integer NOT NULL DEFAULT 0,
  last_collected_at timestamptz,
  -- The farmers profile's average_quality_score: mean points per delivery, 0-100.
  quality_score numeric(4, 1) GENERATED ALWAYS AS (
    CASE WHEN deliveries + unlinked_rejections > 0
         THEN round(quality_points::numeric / (deliveries + unlinked_rejections), 1) END) STORED
);
CREATE INDEX producer_totals_organization_id_accepted_litres_idx ON producer_totals (organization_id, accepted_litres);
CREATE INDEX producer_totals_organization_id_last_collected_at_idx ON producer_totals (organization_id, last_collected_at);
CREATE INDEX producer_totals_organization_id_quality_score_idx ON producer_totals (organization_id, quality_score);

CREATE FUNCTION producer_totals_add(p_producer uuid, p_organization uuid, p_deliveries integer, p_litres numeric,
                                    p_points integer, p_unlinked integer, p_collected_at timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO producer_totals AS t (producer_id, organization_id, deliveries, accepted_litres, quality_points,
                                    unlinked_rejections, last_collected_at)
  VALUES (p_producer, p_organization, p_deliveries, p_litres, p_points, p_unlinked, p_collected_at)
  ON CONFLICT (producer_id) DO UPDATE
     SET deliveries = t.deliveries + EXCLUDED.deliveries,
         accepted_litres = t.accepted_litres + EXCLUDED.accepted_litres,
         quality_points = t.quality_points + EXCLUDED.quality_points,
         unlinked_rejections = t.unlinked_rejections + EXCLUDED.unlinked_rejections,
         last_collected_at = greatest(t.last_collected_at, EXCLUDED.last_collected_at)
$$;

CREATE FUNCTION collections_keep_producer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM producer_totals_add(OLD.producer_id, OLD.organization_id, -1,
      CASE WHEN OLD.status = 'accepted' THEN -OLD.quantity_litres ELSE 0 END,
      -delivery_quality_points(OLD.status, OLD.fat_pct, OLD.protein_pct, OLD.scc), 0, NULL);
    -- The row is locked by the statement above, so this statement's fresh snapshot sees
    -- every committed delivery of the producer: the latest one is recomputed, not guessed.
    UPDATE producer_totals
       SET last_collected_at = (SELECT max(c.collected_at) FROM collections c WHERE c.producer_id = OLD.producer_id)
     WHERE producer_id = OLD.producer_id AND last_collected_at <= OLD.collected_at;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM producer_totals_add(NEW.producer_id, NEW.organization_id, 1,
      CASE WHEN NEW.status = 'accepted' THEN NEW.quantity_litres ELSE 0 END,
      delivery_quality_points(NEW.status, NEW.fat_pct, NEW.protein_pct, NEW.scc), 0, NEW.collected_at);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER collections_keep_producer_totals AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION collections_keep_producer_totals();

CREATE FUNCTION rejections_keep_producer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.collection_id IS NULL THEN
    PERFORM producer_totals_add(OLD.producer_id, OLD.organization_id, 0, 0, 0, -1, NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.collection_id IS NULL THEN
    PERFORM producer_totals_add(NEW.producer_id, NEW.organization_id, 0, 0, 0, 1, NULL);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER rejections_keep_producer_totals AFTER INSERT OR UPDATE OR DELETE ON rejections
  FOR EACH ROW EXECUTE FUNCTION rejections_keep_producer_totals();

-- Rebuilds an organisation's totals from the live rows: for bulk loads that disable the
-- triggers (`ALTER TABLE collections DISABLE TRIGGER collections_keep_producer_totals`).
CREATE FUNCTION refresh_producer_totals(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM producer_totals WHERE organization_id = p_organization;
  INSERT INTO producer_totals (producer_id, organization_id, deliveries, accepted_litres, quality_points,
                               unlinked_rejections, last_collected_at)
  SELECT p.producer_id, p_organization, coalesce(c.deliveries, 0), coalesce(c.accepted_litres, 0),
         coalesce(c.quality_points, 0), coalesce(r.unlinked, 0), c.last_collected_at
    FROM (SELECT producer_id FROM collections WHERE organization_id = p_organization
          UNION SELECT producer_id FROM rejections WHERE organization_id = p_organization AND collection_id IS NULL) p
    LEFT JOIN (SELECT producer_id, count(*)::int AS deliveries,
                      coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS accepted_litres,
                      sum(delivery_quality_points(status, fat_pct, protein_pct, scc)) AS quality_points,
                      max(collected_at) AS last_collected_at
                 FROM collections WHERE organization_id = p_organization GROUP BY producer_id) c USING (producer_id)
    LEFT JOIN (SELECT producer_id, count(*)::int AS unlinked
                 FROM rejections WHERE organization_id = p_organization AND collection_id IS NULL
                GROUP BY producer_id) r USING (producer_id);
$$;
