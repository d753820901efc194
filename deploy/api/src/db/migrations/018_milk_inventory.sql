-- Milk inventory and daily variance (issue 11, docs/rules.md#daily-variance): what the cooling
-- plant measured when a trip ended, and how far from the field figure an organisation lets
-- that be before a day is flagged for review.

-- Litres the plant measured when the trip's milk was received. NULL until someone records it
-- (a trip still on the road, or one completed before this was asked). Handovers are booked
-- 1 kg per litre (migration 004), so this compares directly with handed_over_weight_kg.
ALTER TABLE trips
  ADD COLUMN delivered_litres numeric(10, 2)
  CONSTRAINT trips_delivered_litres_check CHECK (delivered_litres >= 0 AND delivered_litres < 10000000);

-- A gap within about 0.5 % is measurement noise (DOMAIN.md); beyond it, spillage, theft or
-- added water. Cooperatives with other meters set their own.
ALTER TABLE organizations
  ADD COLUMN variance_tolerance_pct numeric(4, 2) NOT NULL DEFAULT 0.5
  CONSTRAINT organizations_variance_tolerance_pct_check CHECK (variance_tolerance_pct > 0 AND variance_tolerance_pct <= 20);

-- The inventory per centre and day reads a centre's handovers over a period, as it reads its
-- collection_days: by centre and time, the weights in the index (an index-only scan).
CREATE INDEX consolidations_location_id_consolidated_at_idx ON consolidations (location_id, consolidated_at)
  INCLUDE (handed_over_weight_kg, rejected_weight_kg);
-- The per-trip and daily variance read a trip's handovers by trip; with the weights here
-- they need not visit the table.
CREATE INDEX consolidations_trip_id_weights_idx ON consolidations (trip_id)
  INCLUDE (handed_over_weight_kg, rejected_weight_kg) WHERE trip_id IS NOT NULL;
DROP INDEX consolidations_trip_id_idx;
