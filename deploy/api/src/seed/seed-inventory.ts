import type { Queryable } from '../db/database';
import { addDays, kenyanDay } from './demo-time';
import { Prng } from './prng';

/**
 * The day of the demo window whose plant intake tells a story, counted back from today, with
 * the day's variance the Inventory page then shows (docs/screens.md#inventory):
 * a can spilled on the road, and a morning whose milk grew on the way (water added?).
 */
export const DEMO_VARIANCES = [
  { daysAgo: 6, pct: -2.1, trip: 0 },
  { daysAgo: 13, pct: 1.4, trip: 5 },
] as const;

/** Meters at centre and plant disagree a little on every load: within ±0.35 %. */
const NOISE_PCT = 0.35;

interface TripLoad {
  id: string;
  day: string;
  handed: string;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The litres the cooling plant measured for every completed trip of one organisation: the
 * handed-over litres within meter noise, except on the DEMO_VARIANCES days, where one trip carries
 * the day's gap. Its own PRNG (one per organisation), so the rest of the demo data is unchanged.
 */
export async function seedInventory(
  tx: Queryable,
  orgId: string,
  orgIndex: number,
  now: Date,
): Promise<{ deliveredTrips: number }> {
  const { rows } = await tx.query<TripLoad>(
    `SELECT tr.id, to_char(tr.start_time AT TIME ZONE 'Africa/Nairobi', 'YYYY-MM-DD') AS day, sum(cs.handed_over_weight_kg) AS handed
       FROM trips tr JOIN consolidations cs ON cs.trip_id = tr.id
      WHERE tr.organization_id = $1 AND tr.status = 'completed'
      GROUP BY tr.id ORDER BY tr.start_time, tr.id`,
    [orgId],
  );
  const rng = new Prng(7_000 + orgIndex);
  const delivered = new Map(
    rows.map((t) => [t.id, round1(Number(t.handed) * (1 + ((rng.next() * 2 - 1) * NOISE_PCT) / 100))]),
  );

  const today = kenyanDay(now.getTime());
  for (const story of DEMO_VARIANCES) {
    const day = addDays(today, -story.daysAgo);
    const trips = rows.filter((t) => t.day === day);
    const carrier = trips[Math.min(story.trip, trips.length - 1)];
    if (!carrier) continue;
    const handed = trips.reduce((sum, t) => sum + Number(t.handed), 0);
    const others = trips.filter((t) => t !== carrier).reduce((sum, t) => sum + delivered.get(t.id)!, 0);
    delivered.set(carrier.id, Math.max(0, round1(handed * (1 + story.pct / 100) - others)));
  }

  const ids = [...delivered.keys()];
  await tx.query(
    `UPDATE trips t SET delivered_litres = v.litres
       FROM unnest($1::uuid[], $2::numeric[]) AS v(id, litres) WHERE t.id = v.id`,
    [ids, ids.map((id) => delivered.get(id))],
  );
  return { deliveredTrips: ids.length };
}
