import type { Queryable } from '../db/database';
import { addDays, at, kenyanDay, MINUTE_MS } from './demo-time';
import { insertMany } from '../db/insert-many';
import type { Prng } from './prng';
import type { DemoWorld, OrganisationSize } from './seed-organisation';

export interface ExtensionCounts {
  extensionAssignments: number;
  extensionCallLogs: number;
}

const TOPICS = ['animal_health', 'feeding', 'milk_hygiene', 'breeding'] as const;
type Topic = (typeof TOPICS)[number];

/** What an officer writes down, by topic: a plan before the visit, an outcome after it. */
const PLANS: Record<Topic, string[]> = {
  animal_health: ['Tick control and spraying', 'Deworming calves', 'East Coast fever vaccination'],
  feeding: [
    'Silage making before the dry spell',
    'Dairy meal rations for lactating cows',
    'Napier grass along the boundary',
  ],
  milk_hygiene: ['Mastitis control and teat dipping', 'Clean milk production', 'Washing and drying cans'],
  breeding: ['Heat detection and AI timing', 'Keeping breeding records', 'Choosing a bull semen straw'],
};
const VISIT_OUTCOMES = [
  'Showed the farmer how; will check again next month.',
  'Two cows with swollen quarters; CMT kit left with the farmer.',
  'Pit dug and chopped Napier ready for silage.',
  'Group meeting held at the centre, 14 farmers came.',
];
const CALL_OUTCOMES = ['Advice given', 'Farm visit booked', 'Referred to the vet', 'Follow-up needed', 'No answer'];
const CHANNELS = ['call', 'call', 'call', 'visit', 'sms'] as const;

/**
 * Whom a visit or call on a topic is for. Officers take milk hygiene to the farmers whose milk
 * runs high in somatic cells (litre-weighted SCC above 300,000 over the seeded days), as offices
 * do, so the Extension Services report's visited farmers differ from the others. One draw per
 * pick either way: the random numbers after this seed stay the same.
 */
async function farmerPicker(tx: Queryable, world: DemoWorld, rng: Prng): Promise<(topic: Topic) => string> {
  const { rows } = await tx.query<{ producer_id: string }>(
    `SELECT producer_id FROM collections WHERE organization_id = $1 AND status = 'accepted'
      GROUP BY producer_id HAVING sum(scc * quantity_litres) > 300000 * sum(quantity_litres) ORDER BY producer_id`,
    [world.orgId],
  );
  const highScc = rows.map((row) => row.producer_id);
  return (topic) => (topic === 'milk_hygiene' && highScc.length > 0 ? rng.pick(highScc) : rng.pick(world.farmers).id);
}

/**
 * Extension officers' visits over the past six weeks and the next three (done, missed, still
 * planned: those past their day are overdue), mostly to one farmer, some to a route's or a
 * centre's farmers; and their calls, visits and messages of the period, a third with a
 * follow-up (done, due or coming).
 */
export async function seedExtension(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
): Promise<ExtensionCounts> {
  if (world.officers.length === 0 || world.farmers.length === 0)
    return { extensionAssignments: 0, extensionCallLogs: 0 };
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const farmerFor = await farmerPicker(tx, world, rng);
  const assignments: unknown[][] = [];
  const visits = Math.round(world.farmers.length / 5);
  for (let i = 0; i < visits; i++) {
    const topic = rng.pick(TOPICS);
    const offset = rng.int(-42, 21);
    const due = addDays(today, offset);
    const roll = rng.next();
    // In the past: most done, some missed, some still planned (overdue); ahead: planned.
    const status = offset >= 0 ? 'planned' : roll < 0.7 ? 'done' : roll < 0.82 ? 'missed' : 'planned';
    const kind = rng.next();
    const farmer = kind < 0.8 ? farmerFor(topic) : null;
    const route = kind >= 0.8 && kind < 0.9 && world.routeIds.length > 0 ? rng.pick(world.routeIds) : null;
    const centre = farmer === null && route === null ? rng.pick(world.centreIds) : null;
    const doneOn = status === 'done' ? addDays(due, Math.min(-offset, rng.int(0, 2))) : null;
    assignments.push([
      rng.uuid(),
      world.orgId,
      rng.pick(world.officers).id,
      farmer,
      route,
      centre,
      topic,
      due,
      status,
      doneOn,
      status === 'done' ? rng.pick(VISIT_OUTCOMES) : null,
      status === 'missed' ? 'Farmer away; to be rescheduled.' : rng.pick(PLANS[topic]),
      new Date(at(addDays(due, -rng.int(3, 14)), '08:00')),
    ]);
  }
  const calls: unknown[][] = [];
  for (let i = 0; i < Math.round(world.farmers.length / 2); i++) {
    const when = at(addDays(today, -rng.int(0, size.days - 1)), '08:00') + rng.int(0, 600) * MINUTE_MS;
    if (when > now) continue;
    const topic = rng.pick(TOPICS);
    const channel = rng.pick(CHANNELS);
    const outcome = channel === 'sms' ? 'Message sent' : rng.pick(CALL_OUTCOMES);
    const day = kenyanDay(when);
    const followUpOn = outcome === 'Follow-up needed' || rng.chance(0.2) ? addDays(day, rng.int(3, 14)) : null;
    // A follow-up whose day has come is mostly done by now, within a few days of it.
    const doneLate = addDays(followUpOn ?? today, rng.int(0, 3));
    const followUpDone =
      followUpOn !== null && followUpOn <= today && rng.chance(0.7) ? (doneLate > today ? today : doneLate) : null;
    calls.push([
      rng.uuid(),
      world.orgId,
      rng.pick(world.officers).id,
      farmerFor(topic),
      new Date(when),
      channel,
      channel === 'call' && outcome !== 'No answer' ? rng.int(60, 1200) : null,
      topic,
      outcome,
      followUpOn,
      followUpDone,
      rng.chance(0.5) ? rng.pick(PLANS[topic]) : null,
      new Date(when),
    ]);
  }
  await insertMany(
    tx,
    'extension_assignments',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['officer_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['route_id', 'uuid'],
      ['location_id', 'uuid'],
      ['topic', 'text'],
      ['due_on', 'date'],
      ['status', 'text'],
      ['done_on', 'date'],
      ['outcome', 'text'],
      ['notes', 'text'],
      ['created_at', 'timestamptz'],
    ],
    assignments,
  );
  await insertMany(
    tx,
    'extension_call_logs',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['officer_id', 'uuid'],
      ['producer_id', 'uuid'],
      ['called_at', 'timestamptz'],
      ['channel', 'text'],
      ['duration_seconds', 'int4'],
      ['topic', 'text'],
      ['outcome', 'text'],
      ['follow_up_on', 'date'],
      ['follow_up_done_on', 'date'],
      ['notes', 'text'],
      ['created_at', 'timestamptz'],
    ],
    calls,
  );
  return { extensionAssignments: assignments.length, extensionCallLogs: calls.length };
}
