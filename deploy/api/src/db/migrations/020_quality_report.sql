-- The Quality report (issue 11, docs/screens.md#reports--quality).
--
-- 1. The share of milk in each SCC band counts each DELIVERY in its band (a group whose mean
--    is 250,000 may hold half its litres below 200,000 and a quarter above 400,000), so the
--    per-centre/day rollup (migration 007) keeps accepted litres per band beside its sums.
--    Bands as the quality-based pay schemes cut them (DOMAIN.md, seed quality adjustments):
--    below 200,000 cells/ml; 200,000 to 400,000 inclusive; above 400,000.
ALTER TABLE collection_days
  ADD COLUMN scc_low_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN scc_mid_litres numeric(14, 2) NOT NULL DEFAULT 0,
  ADD COLUMN scc_high_litres numeric(14, 2) NOT NULL DEFAULT 0;

-- Litres of one accepted delivery in a band: 'low', 'mid' or 'high'.
CREATE FUNCTION scc_band_litres(p_band text, p_scc integer, p_litres numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN p_band = CASE WHEN p_scc < 200000 THEN 'low' WHEN p_scc <= 400000 THEN 'mid' ELSE 'high' END
              THEN p_litres ELSE 0 END
$$;

-- Same signature as migration 007's, so the trigger (migration 015) keeps calling it.
CREATE OR REPLACE FUNCTION collection_days_add(p_organization uuid, p_location uuid, p_day date, p_shift text, p_trip uuid,
                                               p_sign integer, p_status text, p_litres numeric, p_fat numeric,
                                               p_protein numeric, p_scc integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO collection_days AS d (organization_id, location_id, day, shift, trip_id, deliveries,
                                    accepted_deliveries, accepted_litres, fat_litres, protein_litres, scc_litres,
                                    scc_low_litres, scc_mid_litres, scc_high_litres)
  SELECT p_organization, p_location, p_day, p_shift, p_trip, p_sign, a * p_sign, a * p_sign * p_litres,
         a * p_sign * p_fat * p_litres, a * p_sign * p_protein * p_litres, a * p_sign * p_scc * p_litres,
         a * p_sign * scc_band_litres('low', p_scc, p_litres), a * p_sign * scc_band_litres('mid', p_scc, p_litres),
         a * p_sign * scc_band_litres('high', p_scc, p_litres)
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
         scc_high_litres = d.scc_high_litres + EXCLUDED.scc_high_litres
$$;

-- 2. Per farmer over a period: at 100,000 farmers a month is ~6 M deliveries, too many to sum
--    per request. The same sums per farmer and calendar month (in the organisation's zone, as
--    collection_days' days) are kept here: ~100,000 rows a month. A period that does not
--    start on the 1st or end on a month's last day subtracts the deliveries of the cut-off
--    days from its first and last months (src/reports/quality/farmer-months.ts).
CREATE TABLE producer_months (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  month date NOT NULL,
  producer_id uuid NOT NULL,
  deliveries integer NOT NULL DEFAULT 0,
  accepted_deliveries integer NOT NULL DEFAULT 0,
  accepted_litres numeric(14, 2) NOT NULL DEFAULT 0,
  fat_litres numeric(16, 4) NOT NULL DEFAULT 0,
  protein_litres numeric(16, 4) NOT NULL DEFAULT 0,
  scc_litres numeric(20, 2) NOT NULL DEFAULT 0,
  scc_low_litres numeric(14, 2) NOT NULL DEFAULT 0,
  scc_mid_litres numeric(14, 2) NOT NULL DEFAULT 0,
  scc_high_litres numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (organization_id, month, producer_id)
);

CREATE FUNCTION producer_months_add(p_organization uuid, p_month date, p_producer uuid, p_sign integer, p_status text,
                                    p_litres numeric, p_fat numeric, p_protein numeric, p_scc integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO producer_months AS m (organization_id, month, producer_id, deliveries, accepted_deliveries, accepted_litres,
                                    fat_litres, protein_litres, scc_litres, scc_low_litres, scc_mid_litres, scc_high_litres)
  SELECT p_organization, p_month, p_producer, p_sign, a * p_sign, a * p_sign * p_litres,
         a * p_sign * p_fat * p_litres, a * p_sign * p_protein * p_litres, a * p_sign * p_scc * p_litres,
         a * p_sign * scc_band_litres('low', p_scc, p_litres), a * p_sign * scc_band_litres('mid', p_scc, p_litres),
         a * p_sign * scc_band_litres('high', p_scc, p_litres)
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
         scc_high_litres = m.scc_high_litres + EXCLUDED.scc_high_litres
$$;

CREATE FUNCTION collections_keep_producer_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM producer_months_add(OLD.organization_id,
      date_trunc('month', OLD.collected_at AT TIME ZONE organization_time_zone(OLD.organization_id))::date,
      OLD.producer_id, -1, OLD.status, OLD.quantity_litres, OLD.fat_pct, OLD.protein_pct, OLD.scc);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM producer_months_add(NEW.organization_id,
      date_trunc('month', NEW.collected_at AT TIME ZONE organization_time_zone(NEW.organization_id))::date,
      NEW.producer_id, 1, NEW.status, NEW.quantity_litres, NEW.fat_pct, NEW.protein_pct, NEW.scc);
  END IF;
  -- A farmer's month left without deliveries (moved or deleted) is dropped.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM producer_months
     WHERE organization_id = OLD.organization_id AND producer_id = OLD.producer_id AND deliveries = 0
       AND month = date_trunc('month', OLD.collected_at AT TIME ZONE organization_time_zone(OLD.organization_id))::date;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER collections_keep_producer_months AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION collections_keep_producer_months();

CREATE FUNCTION refresh_producer_months(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM producer_months WHERE organization_id = p_organization;
  INSERT INTO producer_months (organization_id, month, producer_id, deliveries, accepted_deliveries, accepted_litres,
                               fat_litres, protein_litres, scc_litres, scc_low_litres, scc_mid_litres, scc_high_litres)
  SELECT c.organization_id, date_trunc('month', c.collected_at AT TIME ZONE z.zone)::date, c.producer_id, count(*),
         count(*) FILTER (WHERE c.status = 'accepted'),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.fat_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.protein_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.scc * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('low', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('mid', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('high', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, date_trunc('month', c.collected_at AT TIME ZONE z.zone)::date, c.producer_id;
$$;

-- The days and the farmer months follow the same zone rule and are rebuilt by the same
-- callers (bulk loads that disable the triggers, a change of the organisation's zone), so
-- rebuilding the days rebuilds the months too.
CREATE OR REPLACE FUNCTION refresh_collection_days(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM collection_days WHERE organization_id = p_organization;
  INSERT INTO collection_days (organization_id, location_id, day, shift, trip_id, deliveries, accepted_deliveries,
                               accepted_litres, fat_litres, protein_litres, scc_litres,
                               scc_low_litres, scc_mid_litres, scc_high_litres)
  SELECT c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id, count(*),
         count(*) FILTER (WHERE c.status = 'accepted'),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.fat_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.protein_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.scc * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('low', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('mid', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(scc_band_litres('high', c.scc, c.quantity_litres)) FILTER (WHERE c.status = 'accepted'), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id;
  SELECT refresh_producer_months(p_organization);
$$;

-- 3. Rejections by coded reason over a period: per reason, an index-only range scan.
CREATE INDEX rejections_organization_id_reason_rejected_at_idx ON rejections (organization_id, reason, rejected_at)
  INCLUDE (weight_kg);

-- Backfill both rollups from the deliveries already kept.
SELECT refresh_collection_days(id) FROM organizations;
