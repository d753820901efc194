-- Extension work as offices plan it (issue 11): an assignment is a planned visit by an
-- extension officer to a farmer, a whole route or a collection centre, on one of four topics,
-- due on a day, then done (with what came of it) or missed. A call log is a call, visit or
-- SMS with a farmer, on the same topics, with an optional follow-up day and when it was done.
-- Rows written before keep their meaning: old statuses, times and free-text topics are mapped.

-- The topic of old free text, by the words offices used for it; the text itself moves into the
-- notes so nothing that was written is lost.
CREATE FUNCTION pg_temp.extension_topic(old text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower(old) ~ '(mastitis|clean milk|hygien|teat|milking|cooling|churn|can wash)' THEN 'milk_hygiene'
    WHEN lower(old) ~ '(heat|insemination|\mai\M|breed|bull|pregnan|calving)' THEN 'breeding'
    WHEN lower(old) ~ '(fodder|silage|feed|ration|meal|napier|grass|hay|graz|pasture|mineral|water)' THEN 'feeding'
    ELSE 'animal_health'
  END
$$;

CREATE FUNCTION pg_temp.with_old_topic(old text, notes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT left(CASE WHEN notes IS NULL OR notes = '' THEN old ELSE old || E'\n' || notes END, 2000)
$$;

-- Assignments -----------------------------------------------------------------------------

ALTER TABLE extension_assignments
  DROP CONSTRAINT extension_assignments_topic_check,
  DROP CONSTRAINT extension_assignments_status_check,
  ALTER COLUMN producer_id DROP NOT NULL,
  ALTER COLUMN status DROP DEFAULT,
  ADD COLUMN route_id uuid,
  ADD COLUMN location_id uuid,
  ADD COLUMN due_on date,
  ADD COLUMN done_on date,
  ADD COLUMN outcome text;

UPDATE extension_assignments a
   SET notes = pg_temp.with_old_topic(a.topic, a.notes),
       topic = pg_temp.extension_topic(a.topic),
       -- The day of the old visit time, in the organisation's zone (its own or the server's).
       due_on = (a.scheduled_for AT TIME ZONE organization_time_zone(a.organization_id))::date,
       done_on = CASE WHEN a.status = 'completed' THEN (a.scheduled_for AT TIME ZONE organization_time_zone(a.organization_id))::date END,
       status = CASE a.status WHEN 'scheduled' THEN 'planned' WHEN 'completed' THEN 'done' ELSE 'missed' END;

DROP INDEX extension_assignments_organization_id_scheduled_for_idx;
ALTER TABLE extension_assignments
  DROP COLUMN scheduled_for,
  ALTER COLUMN due_on SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'planned',
  ADD CONSTRAINT extension_assignments_topic_check CHECK (topic IN ('animal_health', 'feeding', 'milk_hygiene', 'breeding')),
  ADD CONSTRAINT extension_assignments_status_check CHECK (status IN ('planned', 'done', 'missed')),
  -- A visit is for one farmer, one route or one collection centre: never none, never two.
  ADD CONSTRAINT extension_assignments_one_target_check CHECK (num_nonnulls(producer_id, route_id, location_id) = 1),
  -- done_on says when it was done: present exactly when it is done.
  ADD CONSTRAINT extension_assignments_done_on_check CHECK ((status = 'done') = (done_on IS NOT NULL)),
  ADD CONSTRAINT extension_assignments_outcome_check CHECK (length(outcome) <= 2000),
  ADD CONSTRAINT extension_assignments_route_fkey FOREIGN KEY (organization_id, route_id) REFERENCES routes (organization_id, id),
  ADD CONSTRAINT extension_assignments_location_fkey FOREIGN KEY (organization_id, location_id) REFERENCES locations (organization_id, id);

CREATE INDEX extension_assignments_organization_id_due_on_idx ON extension_assignments (organization_id, due_on, id);
-- Overdue = planned and due before today: the planned rows by day.
CREATE INDEX extension_assignments_planned_due_on_idx ON extension_assignments (organization_id, due_on) WHERE status = 'planned';
CREATE INDEX extension_assignments_route_id_idx ON extension_assignments (route_id) WHERE route_id IS NOT NULL;
CREATE INDEX extension_assignments_location_id_idx ON extension_assignments (location_id) WHERE location_id IS NOT NULL;

-- Call logs -------------------------------------------------------------------------------

ALTER TABLE extension_call_logs
  DROP CONSTRAINT extension_call_logs_topic_check,
  -- A visit or an SMS has no length; a call may say how long it took.
  ALTER COLUMN duration_seconds DROP NOT NULL,
  ADD COLUMN channel text NOT NULL DEFAULT 'call',
  ADD COLUMN follow_up_on date,
  ADD COLUMN follow_up_done_on date;

UPDATE extension_call_logs
   SET notes = pg_temp.with_old_topic(topic, notes),
       topic = pg_temp.extension_topic(topic);

ALTER TABLE extension_call_logs
  ADD CONSTRAINT extension_call_logs_topic_check CHECK (topic IN ('animal_health', 'feeding', 'milk_hygiene', 'breeding')),
  ADD CONSTRAINT extension_call_logs_channel_check CHECK (channel IN ('call', 'visit', 'sms')),
  -- A follow-up is done only when there was one to do.
  ADD CONSTRAINT extension_call_logs_follow_up_check CHECK (follow_up_done_on IS NULL OR follow_up_on IS NOT NULL);

-- Follow-ups still to do, earliest first: what the Call Logs page shows first.
CREATE INDEX extension_call_logs_follow_up_due_idx ON extension_call_logs (organization_id, follow_up_on)
  WHERE follow_up_on IS NOT NULL AND follow_up_done_on IS NULL;

DROP FUNCTION pg_temp.extension_topic(text);
DROP FUNCTION pg_temp.with_old_topic(text, text);
