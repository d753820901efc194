-- The Extension Services report (issue 11, docs/screens.md#reports--extension-services) counts
-- an officer's work over a period by the day each thing happened. Migration 019 indexed
-- visits by due day and follow-ups still open; the report also asks:

-- visits done in the period, by the day they were done;
CREATE INDEX extension_assignments_done_on_idx ON extension_assignments (organization_id, done_on)
  INCLUDE (officer_id, producer_id) WHERE status = 'done';

-- follow-ups falling due in the period, done or not (done on time = done on or before that day).
CREATE INDEX extension_call_logs_follow_up_on_idx ON extension_call_logs (organization_id, follow_up_on)
  INCLUDE (officer_id, follow_up_done_on) WHERE follow_up_on IS NOT NULL;
