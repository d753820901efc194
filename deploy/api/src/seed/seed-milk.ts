import type { Queryable } from '../db/database';
import { batchNumber } from '../collections/batch-number';
import { REJECTION_REASON_CODES, type RejectionReason } from '../domain/rejection-reasons';
import { addDays, at, kenyanDay, MINUTE_MS } from './demo-time';
import { insertMany } from '../db/insert-many';
import type { Prng } from './prng';
import type { DemoWorld, Link, OrganisationSize } from './seed-organisation';

export interface MilkCounts {
  trips: number;
  collections: number;
  rejections: number;
  consolidations: number;
  qualityTests: number;
}

/** How a farmer's herd milks: fixed per farmer, with day-to-day noise around it. */
interface Herd {
  litres: number;
  fat: number;
  protein: number;
  scc: number;
  /** Poor hygiene or an old cooler: more rejections. */
  careless: boolean;
  /** First and last day the farmer delivers. */
  from: string;
  until: string;
}

// Many smallholders keep the evening milk for the calves and the house.
const EVENING_SHARE = 0.7;

const SHIFTS = [
  { shift: 'morning' as const, milking: ['06:00', 120], yieldFactor: 1 },
  { shift: 'evening' as const, milking: ['16:00', 75], yieldFactor: 0.8 },
] as const;

// Reasons other than SCC, weighted as platform tests find them.
const REASONS: Array<[RejectionReason, number]> = [
  ['failed_alcohol_test', 25],
  ['added_water', 20],
  ['clot_on_boiling', 14],
  ['abnormal_smell_or_colour', 12],
  ['sediment', 10],
  ['temperature', 11],
  ['antibiotic_residue', 8],
];
const REASON_NOTES: Partial<Record<RejectionReason, string>> = {
  added_water: 'Lactometer reading 1.023',
  antibiotic_residue: 'Beta-lactam strip positive; farmer advised on withdrawal period',
  temperature: 'Milk delivered warm (above 25 °C)',
  high_scc: 'CMT positive, analyser SCC above 750,000',
};

const CHUNK = 5000;
async function insertChunks(
  tx: Queryable,
  table: string,
  columns: Parameters<typeof insertMany>[2],
  rows: unknown[][],
) {
  for (let i = 0; i < rows.length; i += CHUNK) await insertMany(tx, table, columns, rows.slice(i, i + CHUNK));
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function herdOf(rng: Prng, farmer: Link, firstDay: string, today: string): Herd {
  const joined = kenyanDay(farmer.created_at.getTime() + 24 * 60 * 60 * 1000);
  const sccRoll = rng.next();
  return {
    // Two to six cows: 4-20 L at the morning milking.
    litres: 4 + 16 * rng.next() ** 1.4,
    fat: 3.3 + 1.3 * rng.next(),
    protein: 2.95 + 0.6 * rng.next(),
    // Most herds well under 300,000 cells/ml; a tail of herds with subclinical mastitis.
    scc: sccRoll < 0.82 ? 50_000 + 200_000 * rng.next() : 250_000 + 400_000 * rng.next(),
    careless: rng.chance(0.08),
    from: joined > firstDay ? joined : firstDay,
    until: farmer.status === 'inactive' ? addDays(today, -rng.int(20, 60)) : today,
  };
}

// A few active farmers stopped delivering lately (sold the cows, went to a rival cooler): the
// Milk Volume report lists them. Picked by position, so the seed stays the same.
const STOPPED_DAYS_AGO = [3, 6, 10, 16, 24];
function recentlyStopped(farmers: readonly Link[], today: string): Map<string, string> {
  const picked = farmers.filter((f, i) => f.status === 'active' && i % 50 === 17);
  return new Map(picked.map((f, n) => [f.id, addDays(today, -STOPPED_DAYS_AGO[n % STOPPED_DAYS_AGO.length])]));
}

function pickReason(rng: Prng): RejectionReason {
  let roll = rng.int(
    1,
    REASONS.reduce((sum, [, weight]) => sum + weight, 0),
  );
  for (const [reason, weight] of REASONS) {
    roll -= weight;
    if (roll <= 0) return reason;
  }
  return REASON_CODES_FALLBACK;
}
const REASON_CODES_FALLBACK = REJECTION_REASON_CODES[0];

/**
 * Trips, collections, rejections, consolidations and quality tests of `size.days` days
 * ending today, plus tomorrow's planned trips. Everything that happens after `now` is left
 * out, so today looks like a working day in progress; everything adds up: a consolidation is
 * its centre's deliveries of the shift, its rejected weight the rejected ones.
 */
export async function seedMilk(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
): Promise<{ counts: MilkCounts }> {
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const firstDay = addDays(today, -(size.days - 1));
  const { demo, orgId, centreIds, routeIds } = world;
  const herds = new Map(world.farmers.map((f) => [f.id, herdOf(rng, f, firstDay, today)]));
  const stoppedAfter = recentlyStopped(world.farmers, today);
  const farmersAt = centreIds.map((_, c) => world.farmers.filter((f) => world.centreOf.get(f.id) === c));
  const analyser = centreIds.map((_, c) => c % 3 !== 2);

  const trips: unknown[][] = [];
  const collections: unknown[][] = [];
  const rejections: unknown[][] = [];
  const consolidations: unknown[][] = [];
  const tests: unknown[][] = [];

  for (let d = 0; d <= size.days; d++) {
    const day = addDays(firstDay, d);
    // Seasons: the long rains lift yields towards the end of the window.
    const season = 0.92 + 0.16 * (d / Math.max(1, size.days));
    for (const { shift, milking, yieldFactor } of SHIFTS) {
      demo.routes.forEach((route, r) => {
        const routeDrivers = world.drivers.filter((x) => x.route_ids[0] === routeIds[r] && x.status === 'active');
        const driver = routeDrivers.length
          ? routeDrivers[d % routeDrivers.length]
          : world.drivers[r % world.drivers.length];
        const start = at(day, route.pickups[shift === 'morning' ? 0 : 1]);
        const end = start + route.estimated_time * MINUTE_MS;
        const status = now >= end ? 'completed' : now >= start ? 'in_progress' : 'scheduled';
        const tripId = rng.uuid();
        trips.push([
          tripId,
          orgId,
          routeIds[r],
          driver ? [driver.id] : [],
          new Date(start),
          new Date(end),
          status,
          new Date(start - 2 * 86_400_000),
        ]);
        if (d === size.days) return; // tomorrow: planned only

        route.centres.forEach((c, stop) => {
          const batch = batchNumber(demo.centres[c].name, day, shift);
          const qa = world.qaOfCentre[c];
          let total = 0;
          let rejected = 0;
          const weighted = { fat: 0, protein: 0, scc: 0, litres: 0 };
          let farmersProcessed = 0;
          for (const farmer of farmersAt[c]) {
            const herd = herds.get(farmer.id)!;
            if (day < herd.from || day > herd.until || !rng.chance(shift === 'morning' ? 0.95 : EVENING_SHARE))
              continue;
            const collectedAt = at(day, milking[0]) + rng.int(0, milking[1] as number) * MINUTE_MS;
            if (collectedAt > now) continue;
            const tenths = Math.round(
              clamp(herd.litres * yieldFactor * season * (0.85 + 0.3 * rng.next()), 3, 25) * 10,
            );
            const fat = round(clamp(herd.fat + (rng.next() - 0.5) * 0.5, 3.0, 5.5), 2);
            const protein = round(clamp(herd.protein + (rng.next() - 0.5) * 0.24, 2.8, 3.8), 2);
            const flare = rng.chance(0.01) ? 3 + 2 * rng.next() : 1;
            const scc = Math.round((herd.scc * (0.7 + 0.7 * rng.next()) * flare) / 1000) * 1000;
            const reason: RejectionReason | null =
              scc > 750_000 && rng.chance(0.7)
                ? 'high_scc'
                : rng.chance(herd.careless ? 0.06 : 0.012)
                  ? pickReason(rng)
                  : null;
            const id = rng.uuid();
            const source = rng.chance(0.03) ? 'manual' : analyser[c] ? 'milk_analyzer' : 'mobile_app';
            const litres = tenths / 10;
            // After every draw of the delivery, so the other farmers' milk stays as it was.
            if (day > (stoppedAfter.get(farmer.id) ?? today)) continue;
            collections.push([
              id,
              orgId,
              farmer.id,
              centreIds[c],
              tripId,
              shift,
              litres,
              fat,
              protein,
              scc,
              new Date(collectedAt),
              source,
              reason ? 'rejected' : 'accepted',
              batch,
              new Date(collectedAt),
            ]);
            total += tenths;
            farmersProcessed += 1;
            if (reason) {
              rejected += tenths;
              rejections.push([
                rng.uuid(),
                orgId,
                centreIds[c],
                farmer.id,
                id,
                qa?.id ?? null,
                batch,
                reason,
                litres,
                new Date(collectedAt + 3 * MINUTE_MS),
                REASON_NOTES[reason] ?? null,
              ]);
            } else {
              weighted.litres += litres;
              weighted.fat += fat * litres;
              weighted.protein += protein * litres;
              weighted.scc += scc * litres;
            }
          }
          // The truck reaches the centre some time after leaving; nothing is handed over yet
          // at a stop it has not reached.
          const handedAt = start + (15 + stop * 30) * MINUTE_MS;
          if (farmersProcessed === 0 || status === 'scheduled' || handedAt > now) return;
          consolidations.push([
            rng.uuid(),
            orgId,
            centreIds[c],
            tripId,
            new Date(handedAt),
            batch,
            total / 10,
            (total - rejected) / 10,
            rejected / 10,
            farmersProcessed,
            qa ? [qa.id] : [],
          ]);
          const failedTest = rng.chance(0.015);
          const which = failedTest ? rng.int(0, 2) : -1;
          const density = round(1.027 + 0.005 * rng.next(), 4);
          const mean = (sum: number) => (weighted.litres > 0 ? sum / weighted.litres : 0);
          tests.push([
            rng.uuid(),
            orgId,
            centreIds[c],
            qa?.id ?? null,
            batch,
            new Date(handedAt - 12 * MINUTE_MS),
            round(mean(weighted.fat), 2),
            round(mean(weighted.protein), 2),
            Math.round(mean(weighted.scc)),
            density,
            round(4 + 5 * rng.next(), 1),
            which === 0 ? 'fail' : 'pass',
            which === 1 ? 'fail' : 'pass',
            which === 2 ? 'fail' : 'pass',
            failedTest ? 'fail' : 'pass',
            failedTest ? 'Batch held back and re-tested at the cooling plant' : null,
          ]);
        });
      });
    }
  }

  await insertMany(
    tx,
    'trips',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['route_id', 'uuid'],
      ['user_roles_ids', 'uuid[]'],
      ['start_time', 'timestamptz'],
      ['end_time', 'timestamptz'],
      ['status', 'text'],
      ['created_at', 'timestamptz'],
    ],
    trips,
  );
  await insertChunks(
    tx,
    'collections',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['location_id', 'uuid'],
      ['trip_id', 'uuid'],
      ['shift', 'text'],
      ['quantity_litres', 'numeric'],
      ['fat_pct', 'numeric'],
      ['protein_pct', 'numeric'],
      ['scc', 'int4'],
      ['collected_at', 'timestamptz'],
      ['data_source', 'text'],
      ['status', 'text'],
      ['batch_number', 'text'],
      ['created_at', 'timestamptz'],
    ],
    collections,
  );
  await insertChunks(
    tx,
    'rejections',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['location_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['collection_id', 'uuid'],
      ['qa_agent_id', 'uuid'],
      ['batch_number', 'text'],
      ['reason', 'text'],
      ['weight_kg', 'numeric'],
      ['rejected_at', 'timestamptz'],
      ['notes', 'text'],
    ],
    rejections,
  );
  await insertChunks(
    tx,
    'consolidations',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['location_id', 'uuid'],
      ['trip_id', 'uuid'],
      ['consolidated_at', 'timestamptz'],
      ['batch_number', 'text'],
      ['total_weight_kg', 'numeric'],
      ['handed_over_weight_kg', 'numeric'],
      ['rejected_weight_kg', 'numeric'],
      ['farmers_processed', 'int4'],
      ['qa_agent_ids', 'uuid[]'],
    ],
    consolidations,
  );
  await insertChunks(
    tx,
    'quality_tests',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['location_id', 'uuid'],
      ['qa_agent_id', 'uuid'],
      ['batch_number', 'text'],
      ['tested_at', 'timestamptz'],
      ['fat_pct', 'numeric'],
      ['protein_pct', 'numeric'],
      ['scc', 'int4'],
      ['density', 'numeric'],
      ['temperature_c', 'numeric'],
      ['alcohol_test', 'text'],
      ['clot_on_boiling', 'text'],
      ['antibiotic_residue', 'text'],
      ['overall_result', 'text'],
      ['notes', 'text'],
    ],
    tests,
  );

  return {
    counts: {
      trips: trips.length,
      collections: collections.length,
      rejections: rejections.length,
      consolidations: consolidations.length,
      qualityTests: tests.length,
    },
  };
}
