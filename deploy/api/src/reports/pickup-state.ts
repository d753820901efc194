/**
 * The dashboard's status filter (all, active, pending, completed: docs/screens.md#dashboard) applied to milk:
 * where the delivery is on its way. Conditions over a row `c` with a trip_id
 * (collections or collection_days).
 *   active: on a trip in progress; completed: on a completed trip; pending: not yet picked
 *   up (no trip, or one not started).
 */
export const PICKUP_STATES: Record<string, string> = {
  all: 'true',
  active: `EXISTS (SELECT 1 FROM trips tr WHERE tr.id = c.trip_id AND tr.status = 'in_progress')`,
  pending: `NOT EXISTS (SELECT 1 FROM trips tr WHERE tr.id = c.trip_id AND tr.status IN ('in_progress', 'completed'))`,
  completed: `EXISTS (SELECT 1 FROM trips tr WHERE tr.id = c.trip_id AND tr.status = 'completed')`,
};

export const PICKUP_STATE_DESCRIPTION =
  'Which milk counts, by pickup: all (default), active (on a trip in progress), pending (not picked up yet), ' +
  'completed (on a completed trip).';

/**
 * Litre-weighted means, as a bulk tank would measure them, of the accepted deliveries summed
 * in collection_days rows `c` (migration 007): the sums of value x litres over the litres
 * that carry the reading (migration 024: a delivery without it weighs nothing).
 */
export const weighted = (measure: 'fat' | 'protein' | 'scc') =>
  `sum(c.${measure}_litres) / nullif(sum(c.${measure}_measured_litres), 0)`;
