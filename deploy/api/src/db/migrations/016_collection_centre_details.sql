-- What the Add Collection Center form holds beyond where the centre is (spec 5): whom to call
-- there, when it is open, and notes. All optional: centres made before, and other kinds of
-- location, have none. The centre's QA agent is not a column: it stays the QA/Collector links
-- whose location_ids hold the centre (one fact, also what limits what that agent may see).
ALTER TABLE locations
  ADD COLUMN contact_person text,
  ADD COLUMN phone text,
  -- "HH:mm-HH:mm" in the organisation's zone, closing after opening (the API says so first).
  ADD COLUMN operating_hours text CHECK (
    operating_hours ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$'
    AND split_part(operating_hours, '-', 1) < split_part(operating_hours, '-', 2)
  ),
  ADD COLUMN notes text;
