import { DEMO_ORGANISATIONS } from '../seed/demo-organisations';
import type { Prng } from '../seed/prng';
import { addDays, nairobiTime, type OrganisationPlan } from './plan';

export type Shift = 'morning' | 'evening';
export const SHIFTS: readonly Shift[] = ['morning', 'evening'];

/** When each shift's trip leaves, and the window in which farmers bring their milk. */
export const SHIFT_TIMES: Record<Shift, { trip: string; intake: string; intakeSeconds: number }> = {
  morning: { trip: '05:30', intake: '06:00', intakeSeconds: 150 * 60 },
  evening: { trip: '15:30', intake: '16:00', intakeSeconds: 120 * 60 },
};

const TWICE_DAILY = [SHIFT_TIMES.morning.trip, SHIFT_TIMES.evening.trip];
const START_TIMES = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, TWICE_DAILY]),
);
const DATA_SOURCES = ['milk_analyzer', 'milk_analyzer', 'milk_analyzer', 'mobile_app', 'mobile_app', 'manual'] as const;

/** The demo's real places (Kiambu and Nakuru dairy belts), reused and numbered past the first dozen. */
const PLACES = DEMO_ORGANISATIONS.flatMap((org) => org.centres);

export interface Centre {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  capacity: number;
  /** How its deliveries are recorded. */
  dataSource: (typeof DATA_SOURCES)[number];
  route: number;
}

export interface Route {
  id: string;
  name: string;
  centres: number[];
  distance: number;
  estimatedTime: number;
  startTimes: Record<string, string[]>;
}

export interface Trip {
  id: string;
  route: number;
  /** Days from plan.firstDay; plan.days is today. */
  day: number;
  shift: Shift;
  start: Date;
  end: Date;
  status: 'scheduled' | 'in_progress' | 'completed';
}

/** A centre's milk of one shift: collections, its consolidation and its quality test share it. */
export interface Batch {
  centre: number;
  day: number;
  shift: Shift;
  /** day * 2 + shift: the slot of a farmer's delivery. */
  slot: number;
  batchNumber: string;
  tripId: string;
  /** Start of the intake window. */
  intakeStart: Date;
  intakeSeconds: number;
}

/** "<first three letters of the centre>-<yyMMdd>-<M|E>", as the console numbers batches. */
export function batchNumber(centreName: string, day: string, shift: Shift): string {
  const code =
    centreName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'CTR';
  return `${code}-${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}-${shift === 'morning' ? 'M' : 'E'}`;
}

function townOf(centreName: string): string {
  return centreName.replace(/ (Collection|Cooling) Centre$/, '');
}

export function makeCentres(plan: OrganisationPlan, rng: Prng): Centre[] {
  return Array.from({ length: plan.centres }, (_, i) => {
    const place = PLACES[i % PLACES.length];
    const round = Math.floor(i / PLACES.length);
    return {
      id: rng.uuid(),
      name: round === 0 ? place.name : `${place.name} ${round + 1}`,
      address: place.address,
      // Within a few kilometres of the town.
      latitude: Math.round((place.latitude + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      longitude: Math.round((place.longitude + (rng.next() - 0.5) * 0.08) * 1e5) / 1e5,
      capacity: rng.int(6, 30) * 500,
      dataSource: rng.pick(DATA_SOURCES),
      route: Math.floor(i / 2),
    };
  });
}

export function makeRoutes(plan: OrganisationPlan, centres: Centre[], rng: Prng): Route[] {
  return Array.from({ length: plan.routes }, (_, r) => {
    const stops = [2 * r, 2 * r + 1].filter((c) => c < centres.length);
    const distance = rng.int(15, 45);
    const towns = stops.map((c) => townOf(centres[c].name));
    return {
      id: rng.uuid(),
      name: `${towns.join(' - ')} Route`,
      centres: stops,
      distance,
      estimatedTime: distance * 4 + rng.int(0, 6) * 10,
      startTimes: START_TIMES,
    };
  });
}

/** Every route runs twice a day: over the collection days, today and tomorrow. */
export function makeTrips(plan: OrganisationPlan, routes: Route[], now: Date, rng: Prng): Trip[] {
  const trips: Trip[] = [];
  for (let day = 0; day <= plan.days + 1; day++) {
    const date = addDays(plan.firstDay, day);
    for (const shift of SHIFTS) {
      routes.forEach((route, r) => {
        const start = nairobiTime(date, SHIFT_TIMES[shift].trip);
        const end = new Date(start.getTime() + (route.estimatedTime + rng.int(0, 30)) * 60 * 1000);
        const status = end <= now ? 'completed' : start <= now ? 'in_progress' : 'scheduled';
        trips.push({ id: rng.uuid(), route: r, day, shift, start, end, status });
      });
    }
  }
  return trips;
}

/** A batch per centre, collection day and shift, handed to its route's trip of that shift. */
export function makeBatches(plan: OrganisationPlan, centres: Centre[], trips: Trip[]): Batch[] {
  const tripOf = new Map(trips.map((t) => [`${t.route}/${t.day}/${t.shift}`, t.id]));
  const batches: Batch[] = [];
  for (let day = 0; day < plan.days; day++) {
    const date = addDays(plan.firstDay, day);
    SHIFTS.forEach((shift, s) => {
      centres.forEach((centre, c) => {
        batches.push({
          centre: c,
          day,
          shift,
          slot: day * 2 + s,
          batchNumber: batchNumber(centre.name, date, shift),
          tripId: tripOf.get(`${centre.route}/${day}/${shift}`)!,
          intakeStart: nairobiTime(date, SHIFT_TIMES[shift].intake),
          intakeSeconds: SHIFT_TIMES[shift].intakeSeconds,
        });
      });
    });
  }
  return batches;
}
