-- An organisation may keep its days in its own zone (a cooperative outside Kenya): report
-- periods, the dashboard's days and "overdue" count in it. NULL keeps the server's zone (the
-- session's TimeZone, set from MAZIWA_TIME_ZONE, Africa/Nairobi by default). The API checks
-- the name against the browser's (Intl) and this server's zone lists before storing it.
ALTER TABLE organizations ADD COLUMN time_zone text;

-- The zone an organisation's days are counted in.
CREATE FUNCTION organization_time_zone(p_organization uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT time_zone FROM organizations WHERE id = p_organization), current_setting('TimeZone'))
$$;

-- collection_days.day (migration 007) was the delivery's day in the writer's session zone;
-- now it is the day in the organisation's zone, whoever writes, so each organisation's
-- dashboard sums its own days.
CREATE OR REPLACE FUNCTION collections_keep_collection_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  new_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_day := (OLD.collected_at AT TIME ZONE organization_time_zone(OLD.organization_id))::date;
    PERFORM collection_days_add(OLD.organization_id, OLD.location_id, old_day, OLD.shift, OLD.trip_id,
      -1, OLD.status, OLD.quantity_litres, OLD.fat_pct, OLD.protein_pct, OLD.scc);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_day := (NEW.collected_at AT TIME ZONE organization_time_zone(NEW.organization_id))::date;
    PERFORM collection_days_add(NEW.organization_id, NEW.location_id, new_day, NEW.shift, NEW.trip_id,
      1, NEW.status, NEW.quantity_litres, NEW.fat_pct, NEW.protein_pct, NEW.scc);
  END IF;
  -- Rows left empty (a delivery moved or deleted) are dropped so sums stay over real buckets.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM collection_days
     WHERE organization_id = OLD.organization_id AND day = old_day AND location_id = OLD.location_id
       AND shift = OLD.shift AND trip_id IS NOT DISTINCT FROM OLD.trip_id AND deliveries = 0;
  END IF;
  RETURN NULL;
END
$$;

-- Rebuilds an organisation's days from the live rows, in its zone: after bulk loads that
-- disable the trigger, and when the organisation's zone changes (the API calls it then).
CREATE OR REPLACE FUNCTION refresh_collection_days(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM collection_days WHERE organization_id = p_organization;
  INSERT INTO collection_days (organization_id, location_id, day, shift, trip_id, deliveries, accepted_deliveries,
                               accepted_litres, fat_litres, protein_litres, scc_litres)
  SELECT c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id, count(*),
         count(*) FILTER (WHERE c.status = 'accepted'),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.fat_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.protein_pct * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0),
         coalesce(sum(c.scc * c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, c.location_id, (c.collected_at AT TIME ZONE z.zone)::date, c.shift, c.trip_id;
$$;
