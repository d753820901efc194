-- The dashboard (summary cards, litres per day, the Collection Centres table) aggregates a
-- month of deliveries per request: at 10 M collections that is ~3.5 M rows and 1-2 s. The
-- same sums per centre, day and shift (and trip, for the pickup-state filter) are kept here
-- by a trigger in the writing transaction: ~200 centres x 30 days x 2 shifts is ~12,000 rows
-- a month, whatever the number of farmers.
--
-- `day` is the delivery's calendar day in the session's time zone (the API sets it from
-- MAZIWA_TIME_ZONE, default Africa/Nairobi), exactly like `collected_at::date` in the
-- reports. A database whose zone setting changes needs refresh_collection_days per
-- organisation, as bulk loads do.
CREATE TABLE collection_days (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  location_id uuid NOT NULL,
  day date NOT NULL,
  shift text NOT NULL,
  trip_id uuid,
  deliveries integer NOT NULL DEFAULT 0,
  accepted_deliveries integer NOT NULL DEFAULT 0,
  accepted_litres numeric(14, 2) NOT NULL DEFAULT 0,
  -- Sums of value x litres over accepted deliveries: litre-weighted means divide by litres.
  fat_litres numeric(16, 4) NOT NULL DEFAULT 0,
  protein_litres numeric(16, 4) NOT NULL DEFAULT 0,
  scc_litres numeric(20, 2) NOT NULL DEFAULT 0,
  CONSTRAINT collection_days_key UNIQUE NULLS NOT DISTINCT (organization_id, day, location_id, shift, trip_id)
);
CREATE INDEX collection_days_location_id_day_idx ON collection_days (location_id, day);

CREATE FUNCTION collection_days_add(p_organization uuid, p_location uuid, p_day date, p_shift text, p_trip uuid,
                                    p_sign integer, p_status text, p_litres numeric, p_fat numeric,
                                    p_protein numeric, p_scc integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO collection_days AS d (organization_id, location_id, day, shift, trip_id, deliveries,
                                    accepted_deliveries, accepted_litres, fat_litres, protein_litres, scc_litres)
  SELECT p_organization, p_location, p_day, p_shift, p_trip, p_sign, a * p_sign, a * p_sign * p_litres,
         a * p_sign * p_fat * p_litres, a * p_sign * p_protein * p_litres, a * p_sign * p_scc * p_litres
    FROM (SELECT CASE WHEN p_status = 'accepted' THEN 1 ELSE 0 END AS a) s
  ON CONFLICT ON CONSTRAINT collection_days_key DO UPDATE
     SET deliveries = d.deliveries + EXCLUDED.deliveries,
         accepted_deliveries = d.accepted_deliveries + EXCLUDED.accepted_deliveries,
         accepted_litres = d.accepted_litres + EXCLUDED.accepted_litres,
         fat_litres = d.fat_litres + EXCLUDED.fat_litres,
         protein_litres = d.protein_litres + EXCLUDED.protein_litres,
         scc_litres = d.scc_litres + EXCLUDED.scc_litres
$$;

CREATE FUNCTION collections_keep_collection_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM collection_days_add(OLD.organization_id, OLD.location_id, OLD.collected_at::date, OLD.shift, OLD.trip_id,
      -1, OLD.status, OLD.quantity_litres, OLD.fat_pct, OLD.protein_pct, OLD.scc);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM collection_days_add(NEW.organization_id, NEW.location_id, NEW.collected_at::date, NEW.shift, NEW.trip_id,
      1, NEW.status, NEW.quantity_litres, NEW.fat_pct, NEW.protein_pct, NEW.scc);
  END IF;
  -- Rows left empty (a delivery moved or deleted) are dropped so sums stay over real buckets.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM collection_days
     WHERE organization_id = OLD.organization_id AND day = OLD.collected_at::date AND location_id = OLD.location_id
       AND shift = OLD.shift AND trip_id IS NOT DISTINCT FROM OLD.trip_id AND deliveries = 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER collections_keep_collection_days AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION collections_keep_collection_days();

-- Rebuilds an organisation's days from the live rows: for bulk loads that disable the
-- trigger, and after a change of the time-zone setting.
CREATE FUNCTION refresh_collection_days(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM collection_days WHERE organization_id = p_organization;
  INSERT INTO collection_days (organization_id, location_id, day, shift, trip_id, deliveries, accepted_deliveries,
                               accepted_litres, fat_litres, protein_litres, scc_litres)
  SELECT organization_id, location_id, collected_at::date, shift, trip_id, count(*),
         count(*) FILTER (WHERE status = 'accepted'),
         coalesce(sum(quantity_litres) FILTER (WHERE status = 'accepted'), 0),
         coalesce(sum(fat_pct * quantity_litres) FILTER (WHERE status = 'accepted'), 0),
         coalesce(sum(protein_pct * quantity_litres) FILTER (WHERE status = 'accepted'), 0),
         coalesce(sum(scc * quantity_litres) FILTER (WHERE status = 'accepted'), 0)
    FROM collections WHERE organization_id = p_organization
   GROUP BY organization_id, location_id, collected_at::date, shift, trip_id;
$$;

SELECT refresh_collection_days(id) FROM organizations;
