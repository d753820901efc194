/**
 * The dashboard's status filter (spec 2.4: all, active, pending, completed) applied to milk:
 * where the delivery is on its way. Conditions over a collections row `c`.
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
 * Litre-weighted means, as a bulk tank would measure them, of accepted deliveries in `c`
 * (a FILTERed aggregate over collections c).
 */
export const weighted = (column: string) =>
  `sum(c.${column} * c.quantity_litres) FILTER (WHERE c.status = 'accepted') /
   nullif(sum(c.quantity_litres) FILTER (WHERE c.status = 'accepted'), 0)`;
