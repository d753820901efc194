-- The Milk Volume report per farmer sums a farmer's litres over a period and the one before.
-- Over `collections` that is every delivery of two periods read from the heap (the
-- (organization_id, collected_at) index does not carry the producer): at 10 M deliveries a
-- month is ~3.5 M heap rows. Per producer and day, both shifts and every centre folded
-- together, it is half as many rows, read from the key alone (index-only scan). Kept by a
-- trigger in the writing transaction, like collection_days (migration 007).
--
-- `day` is the delivery's day in the organisation's zone (migration 015), the same day
-- collection_days counts it on, so the per-farmer report adds up to the dashboard.
CREATE TABLE producer_days (
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  day date NOT NULL,
  producer_id uuid NOT NULL,
  -- All deliveries, accepted or rejected: a row exists while the farmer delivered that day.
  deliveries integer NOT NULL DEFAULT 0,
  accepted_litres numeric(14, 2) NOT NULL DEFAULT 0,
  CONSTRAINT producer_days_pkey PRIMARY KEY (organization_id, day, producer_id) INCLUDE (accepted_litres)
);

CREATE FUNCTION producer_days_add(p_organization uuid, p_day date, p_producer uuid, p_sign integer, p_status text,
                                  p_litres numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO producer_days AS d (organization_id, day, producer_id, deliveries, accepted_litres)
  VALUES (p_organization, p_day, p_producer, p_sign,
          CASE WHEN p_status = 'accepted' THEN p_sign * p_litres ELSE 0 END)
  ON CONFLICT ON CONSTRAINT producer_days_pkey DO UPDATE
     SET deliveries = d.deliveries + EXCLUDED.deliveries,
         accepted_litres = d.accepted_litres + EXCLUDED.accepted_litres
$$;

CREATE FUNCTION collections_keep_producer_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_day := (OLD.collected_at AT TIME ZONE organization_time_zone(OLD.organization_id))::date;
    PERFORM producer_days_add(OLD.organization_id, old_day, OLD.producer_id, -1, OLD.status, OLD.quantity_litres);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM producer_days_add(NEW.organization_id,
      (NEW.collected_at AT TIME ZONE organization_time_zone(NEW.organization_id))::date, NEW.producer_id, 1,
      NEW.status, NEW.quantity_litres);
  END IF;
  -- A day left without deliveries is dropped: "delivered that day" is "has a row".
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM producer_days
     WHERE organization_id = OLD.organization_id AND day = old_day AND producer_id = OLD.producer_id AND deliveries = 0;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER collections_keep_producer_days AFTER INSERT OR UPDATE OR DELETE ON collections
  FOR EACH ROW EXECUTE FUNCTION collections_keep_producer_days();

CREATE FUNCTION refresh_producer_days(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM producer_days WHERE organization_id = p_organization;
  INSERT INTO producer_days (organization_id, day, producer_id, deliveries, accepted_litres)
  SELECT c.organization_id, (c.collected_at AT TIME ZONE z.zone)::date, c.producer_id, count(*),
         coalesce(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0)
    FROM collections c, (SELECT organization_time_zone(p_organization) AS zone) z
   WHERE c.organization_id = p_organization
   GROUP BY c.organization_id, (c.collected_at AT TIME ZONE z.zone)::date, c.producer_id;
$$;

-- Every caller that rebuilds an organisation's days (the demo seed and the large loader after
-- a bulk load with triggers off, a change of the organisation's zone) calls
-- refresh_collection_days: it now rebuilds the per-farmer days too. The function as the
-- earlier migrations left it is kept under another name and called first, so whatever they
-- rebuild is still rebuilt.
ALTER FUNCTION refresh_collection_days(uuid) RENAME TO refresh_collection_days_before_021;
CREATE FUNCTION refresh_collection_days(p_organization uuid) RETURNS void LANGUAGE sql AS $$
  SELECT refresh_collection_days_before_021(p_organization);
  SELECT refresh_producer_days(p_organization);
$$;

SELECT refresh_producer_days(id) FROM organizations;
