-- Intake at the collection centre (issue 33, docs/guides/add-an-api-endpoint.md).
--
-- 1. A delivery's quick readings at the platform, all optional: the alcohol test, the
--    lactometer's density (g/ml) and the milk's temperature. Fat, protein and SCC become
--    optional too: a centre without an analyser has none. Nullable columns without a default
--    and DROP NOT NULL change only the catalogue, not the 10 M rows.
ALTER TABLE collections
  ALTER COLUMN fat_pct DROP NOT NULL,
  ALTER COLUMN protein_pct DROP NOT NULL,
  ALTER COLUMN scc DROP NOT NULL,
  ADD COLUMN alcohol_test text CONSTRAINT collections_alcohol_test_check CHECK (alcohol_test IN ('pass', 'fail')),
  -- Specific gravity from a lactometer: milk is 1.026-1.034; the console asks to confirm outside that.
  ADD COLUMN density numeric(5, 4) CONSTRAINT collections_density_check CHECK (density >= 1.000 AND density <= 1.100),
  ADD COLUMN temperature_c numeric(4, 1)
    CONSTRAINT collections_temperature_c_check CHECK (temperature_c >= -5 AND temperature_c <= 60);

-- 2. Litre-weighted means weight only the deliveries that have the reading: the rollups keep,
--    beside value x litres, the accepted litres that carry each reading, and the means divide
--    by those (src/reports/quality/group-sums.ts weightedMean, src/reports/pickup-state.ts).
--    Every delivery so far had all three, so those litres start as the accepted litres.
ALTER TABLE collection_days
  ADD COLUMN fat_measured_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN protein_measured_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN scc_measured_litres numeric(14, 2) NOT NULL DEFAULT 0;
UPDATE collection_days
   SET fat_measured_litres = accepted_litres, protein_measured_litres = accepted_litres,
       scc_measured_litres = accepted_litres;
ALTER TABLE producer_months
  ADD COLUMN fat_measured_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN protein_measured_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN scc_measured_litres numeric(14, 2) NOT NULL DEFAULT 0;
UPDATE producer_months
   SET fat_measured_litres = accepted_litres, protein_measured_litres = accepted_litres,
       scc_measured_litres = accepted_litres;

-- A delivery without an SCC is in no band (it was 'high': NULL < 200000 is not true).
CREATE OR REPLACE FUNCTION scc_band_litres(p_band text, p_scc integer, p_litres numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_scc IS NOT NULL
               AND p_band = CASE WHEN p_scc < 200000 THEN 'low' WHEN p_scc <= 400000 THEN 'mid' ELSE 'high' END
              THEN p_litres ELSE 0 END
$$;

-- Same signatures as migration 020's, so the triggers keep calling them; a missing reading
-- adds 0 to its sum and its litres to nothing.
CREATE OR REPLACE FUNCTION collection_days_add(p_organization uuid, p_location uuid, p_day date, p_shift text, p_trip uuid,
                                               p_sign integer, p_status text, p_litres numeric, p_fat numeric,
                                               p_protein numeric, p_scc integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO collection_days AS d (organization_id, location_id, day, shift, trip_id, deliveries,
                                    accepted_deliveries, accepted_litres, fat_litres, protein_litres, scc_litres,
                                    scc_low_litres, scc_mid_litres, scc_high_litres,
                                    fat_measured_litres, protein_measured_litres, scc_measured_litres)
  SELECT p_organization, p_location, p_day, p_shift, p_trip, p_sign, a * p_sign, a * p_sign * p_litres,
         a * p_sign * coalesce(p_fat * p_litres, 0), a * p_sign * coalesce(p_protein * p_litres, 0),
         a * p_sign * coalesce(p_scc * p_litres, 0),
         a * p_sign * scc_band_litres('low', p_scc, p_litres), a * p_sign * scc_band_litres('mid', p_scc, p_litres),
         a * p_sign * scc_band_litres('high', p_scc, p_litres),
         CASE WHEN p_fat IS NULL THEN 0 ELSE a * p_sign * p_litres END,
         CASE WHEN p_protein IS NULL THEN 0 ELSE a * p_sign * p_litres END,
         CASE WHEN p_scc IS NULL THEN 0 ELSE a * p_sign * p_litres END
    FROM (SELECT CASE WHEN p_status = 'accepted' THEN 1 ELSE 0 END AS a) s
  ON CONFLICT ON CONSTRAINT collection_days_key DO UPDATE
     SET deliveries = d.deliveries + EXCLUDED.deliveries,
         accepted_deliveries = d.accepted_deliveries + EXCLUDED.accepted_deliveries,
         accepted_litres = d.accepted_litres + EXCLUDED.accepted_litres,
         fat_litres = d.fat_litres + EXCLUDED.fat_litres,
         protein_litres = d.protein_litres + EXCLUDED.protein_litres,
         scc_litres = d.scc_litres + EXCLUDED.scc_litres,
         scc_low_litres = d.scc_low_litres + EXCLUDED.scc_low_litres,
         scc_mid_litres = d.scc_mid_litres + EXCLUDED.scc_mid_litres,
         scc_high_litres = d.scc_high_litres + EXCLUDED.scc_high_litres,
         fat_measured_litres = d.fat_measured_litres + EXCLUDED.fat_measured_litres,
         protein_measured_litres = d.protein_measured_litres + EXCLUDED.protein_measured_litres,
         scc_measured_litres = d.scc_measured_litres + EXCLUDED.scc_measured_litres
$$;

CREATE OR REPLACE FUNCTION producer_months_add(p_organization uuid, p_month date, p_producer uuid, p_sign integer,
                                               p_status text, p_litres numeric, p_fat numeric, p_protein numeric,
                                               p_scc integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO producer_months AS m (organization_id, month, producer_id, deliveries, accepted_deliveries, accepted_litres,
                                    fat_litres, protein_litres, scc_litres, scc_low_litres, scc_mid_litres, scc_high_litres,
                                    fat_measured_litres, protein_measured_litres, scc_measured_litres)
  SELECT p_organization, p_month, p_producer, p_sign, a * p_sign, a * p_sign * p_litres,
         a * p_sign * coalesce(p_fat * p_litres, 0), a * p_sign * coalesce(p_protein * p_litres, 0),
         a * p_sign * coalesce(p_scc * p_litres, 0),
         a * p_sign * scc_band_litres('low', p_scc, p_litres), a * p_sign * scc_band_litres('mid', p_scc, p_litres),
         a * p_sign * scc_band_litres('high', p_scc, p_litres),
         CASE WHEN p_fat IS NULL THEN 0 ELSE a * p_sign * p_litres END,
         CASE WHEN p_protein IS NULL THEN 0 ELSE a * p_sign * p_litres END,
         CASE WHEN p_scc IS NULL THEN 0 ELSE a * p_sign * p_litres END
    FROM (SELECT CASE WHEN p_status = 'accepted' THEN 1 ELSE 0 END AS a) s
  ON CONFLICT (organization_id, month, producer_id) DO UPDATE
     SET deliveries = m.deliveries + EXCLUDED.deliveries,
         accepted_deliveries = m.accepted_deliveries + EXCLUDED.accepted_deliveries,
         accepted_litres = m.accepted_litres + EXCLUDED.accepted_litres,
         fat_litres = m.fat_litres + EXCLUDED.fat_litres,
         protein_litres = m.protein_litres + EXCLUDED.protein_litres,
         scc_litres = m.scc_litres + EXCLUDED.scc_litres,
         scc_low_litres = m.scc_low_litres + EXCLUDED.scc_low_litres,
         scc_mid_litres = m.scc_mid_litres + EXCLUDED.scc_mid_litres,
         scc_high_litres = m.scc_high_litres + EXCLUDED.scc_high_litres,
         fat_measured_litres = m.fat_measured_litres + EXCLUDED.fat_measured_litres,
         protein_measured_litres = m.protein_measured_litres + EXCLUDED.protein_measured_litres,
         scc_measured_litres = m.scc_measured_litres + EXCLUDED.scc_measured_litres
$$;

CREATE OR REPLACE FUNCTION refresh_producer_months(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM producer_months WHERE organization_id = p_organization;
  INSERT INTO producer_months (organization_id, month, producer_id, deliveries, accepted_deliveries, accepted_litres,
                               fat_litres, protein_litres, scc_litres, scc_low_litres, scc_mid_litres, scc_high_litres,
                               fat_measured_litres, protein_measured_litres, scc_measured_litres)
  SELECT c.organization_id, date_trunc('month', c.collected_at AT TIME ZONE z.zone)::date, c.producer_id, count(*),
         count(*) FILTER (WHERE c.status = 'accepted'),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.fat_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.protein_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.scc * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('low', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('mid', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('high', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.fat_pct IS NOT NULL), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.protein_pct IS NOT NULL), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.scc IS NOT NULL), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, date_trunc('month', c.collected_at AT TIME ZONE z.zone)::date, c.producer_id;
$$;

-- The rebuild of the days as migration 020 wrote it (021 renamed it and calls it first).
CREATE OR REPLACE FUNCTION refresh_collection_days_before_021(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM collection_days WHERE organization_id = p_organization;
  INSERT INTO collection_days (organization_id, location_id, day, shift, trip_id, deliveries, accepted_deliveries,
                               accepted_litres, fat_litres, protein_litres, scc_litres,
                               scc_low_litres, scc_mid_litres, scc_high_litres,
                               fat_measured_litres, protein_measured_litres, scc_measured_litres)
  SELECT c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id, count(*),
         count(*) FILTER (WHERE c.status = 'accepted'),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.fat_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.protein_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.scc * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('low', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('mid', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('high', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.fat_pct IS NOT NULL), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.protein_pct IS NOT NULL), 0),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted' AND c.scc IS NOT NULL), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id;
  SELECT refresh_producer_months(p_organization);
$$;

-- 3. The farmers profile's quality score (0-100 per delivery, migration 004) scores what was
--    measured: a delivery with some readings earns its points out of those readings' points,
--    scaled to 100 (all three measured: exactly as before). An accepted delivery with none
--    is not scored at all: it counts in neither the points nor the number they are divided
--    by, so a farmer at a centre without an analyser is neither punished nor flattered.
--    A rejected delivery still scores 0, measured or not.
CREATE OR REPLACE FUNCTION delivery_quality_points(status text, fat_pct numeric, protein_pct numeric, scc integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status = 'rejected' THEN 0
              WHEN scc IS NULL AND fat_pct IS NULL AND protein_pct IS NULL THEN 0 ELSE
    round(100.0 * (
      coalesce(CASE WHEN scc < 100000 THEN 40 WHEN scc < 300000 THEN 30 WHEN scc < 400000 THEN 15 WHEN scc < 750000 THEN 5 ELSE 0 END, 0) * (scc IS NOT NULL)::int +
      coalesce(CASE WHEN fat_pct >= 4.0 THEN 30 WHEN fat_pct >= 3.5 THEN 25 WHEN fat_pct >= 3.0 THEN 15 ELSE 0 END, 0) * (fat_pct IS NOT NULL)::int +
      coalesce(CASE WHEN protein_pct >= 3.4 THEN 30 WHEN protein_pct >= 3.1 THEN 25 WHEN protein_pct >= 2.8 THEN 15 ELSE 0 END, 0) * (protein_pct IS NOT NULL)::int
    ) / (40 * (scc IS NOT NULL)::int + 30 * (fat_pct IS NOT NULL)::int + 30 * (protein_pct IS NOT NULL)::int))::int
  END
$$;

-- 1 for an accepted delivery without any of the three readings: it is left out of the score.
CREATE FUNCTION delivery_unscored(status text, fat_pct numeric, protein_pct numeric, scc integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status = 'accepted' AND scc IS NULL AND fat_pct IS NULL AND protein_pct IS NULL THEN 1 ELSE 0 END
$$;

ALTER TABLE producer_totals ADD COLUMN unscored_deliveries integer NOT NULL DEFAULT 0;
-- The generated score divides by the scored deliveries (its index goes and comes back with it).
ALTER TABLE producer_totals DROP COLUMN quality_score;
ALTER TABLE producer_totals ADD COLUMN quality_score numeric(4, 1) GENERATED ALWAYS AS (
  CASE WHEN deliveries - unscored_deliveries + unlinked_rejections > 0
       THEN round(quality_points::numeric / (deliveries - unscored_deliveries + unlinked_rejections), 1) END) STORED;
CREATE INDEX producer_totals_organization_id_quality_score_idx ON producer_totals (organization_id, quality_score);

CREATE FUNCTION producer_totals_add_unscored(p_producer uuid, p_unscored integer) RETURNS void LANGUAGE sql AS $$
  UPDATE producer_totals SET unscored_deliveries = unscored_deliveries + p_unscored
   WHERE producer_id = p_producer AND p_unscored <> 0;
$$;

CREATE OR REPLACE FUNCTION collections_keep_producer_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM producer_totals_add(OLD.producer_id, OLD.organization_id, -1,
      CASE WHEN OLD.status = 'accepted' THEN -OLD.quantity_litres ELSE 0 END,
      -delivery_quality_points(OLD.status, OLD.fat_pct, OLD.protein_pct, OLD.scc), 0, NULL);
    PERFORM producer_totals_add_unscored(OLD.producer_id,
      -delivery_unscored(OLD.status, OLD.fat_pct, OLD.protein_pct, OLD.scc));
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
    PERFORM producer_totals_add_unscored(NEW.producer_id,
      delivery_unscored(NEW.status, NEW.fat_pct, NEW.protein_pct, NEW.scc));
  END IF;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION refresh_producer_totals(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM producer_totals WHERE organization_id = p_organization;
  INSERT INTO producer_totals (producer_id, organization_id, deliveries, accepted_litres, quality_points,
                               unlinked_rejections, last_collected_at, latest_payment_status, latest_payment_due_date,
                               unscored_deliveries)
  SELECT p.producer_id, p_organization, coalesce(c.deliveries, 0), coalesce(c.accepted_litres, 0),
         coalesce(c.quality_points, 0), coalesce(r.unlinked, 0), c.last_collected_at, lp.status, lp.due_date,
         coalesce(c.unscored, 0)
    FROM (SELECT producer_id FROM collections WHERE organization_id = p_organization
          UNION SELECT producer_id FROM rejections WHERE organization_id = p_organization AND collection_id IS NULL
          UNION SELECT producer_id FROM payments WHERE organization_id = p_organization) p
    LEFT JOIN (SELECT producer_id, count(*)::int AS deliveries,
                      coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0) AS accepted_litres,
                      sum(delivery_quality_points(status, fat_pct, protein_pct, scc)) AS quality_points,
                      sum(delivery_unscored(status, fat_pct, protein_pct, scc))::int AS unscored,
                      max(collected_at) AS last_collected_at
                 FROM collections WHERE organization_id = p_organization GROUP BY producer_id) c USING (producer_id)
    LEFT JOIN (SELECT producer_id, count(*)::int AS unlinked
                 FROM rejections WHERE organization_id = p_organization AND collection_id IS NULL
                GROUP BY producer_id) r USING (producer_id)
    LEFT JOIN (SELECT DISTINCT ON (producer_id) producer_id, status, due_date
                 FROM payments WHERE organization_id = p_organization AND status <> 'draft'
                ORDER BY producer_id, period_end DESC, created_at DESC) lp USING (producer_id);
$$;
