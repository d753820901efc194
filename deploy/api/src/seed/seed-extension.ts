import type { Queryable } from '../db/database';
import { addDays, at, kenyanDay, MINUTE_MS } from './demo-time';
import { insertMany } from './insert-many';
import type { Prng } from './prng';
import type { DemoWorld, OrganisationSize } from './seed-organisation';

export interface ExtensionCounts {
  extensionAssignments: number;
  extensionCallLogs: number;
}

const TOPICS = [
  'Fodder conservation: silage making', 'Mastitis control and teat dipping', 'Clean milk production', 'Calf rearing',
  'Dairy meal rations for lactating cows', 'Tick control and spraying', 'Heat detection and AI timing', 'Farm records',
];
const OUTCOMES = ['Advice given', 'Farm visit booked', 'Referred to the vet', 'Follow-up call needed', 'No answer'];
const NOTES = [
  'Farmer reports lower yields since the dry spell.',
  'Two cows with swollen quarters; CMT kit left with the farmer.',
  'Wants to plant Napier along the boundary.',
  null,
];

/** Extension officers' visits (past and planned) and their calls with farmers. */
export async function seedExtension(
  tx: Queryable,
  world: DemoWorld,
  rng: Prng,
  size: OrganisationSize,
): Promise<ExtensionCounts> {
  if (world.officers.length === 0 || world.farmers.length === 0) return { extensionAssignments: 0, extensionCallLogs: 0 };
  const now = size.now.getTime();
  const today = kenyanDay(now);
  const assignments: unknown[][] = [];
  const visits = Math.round(world.farmers.length / 5);
  for (let i = 0; i < visits; i++) {
    const when = at(addDays(today, rng.int(-60, 30)), '09:00') + rng.int(0, 12) * 30 * MINUTE_MS;
    const status = when > now ? 'scheduled' : rng.chance(0.85) ? 'completed' : 'cancelled';
    assignments.push([
      rng.uuid(), world.orgId, rng.pick(world.officers).id, rng.pick(world.farmers).id, rng.pick(TOPICS), new Date(when), status,
      status === 'cancelled' ? 'Farmer away; to be rescheduled.' : rng.pick(NOTES),
    ]);
  }
  const calls: unknown[][] = [];
  for (let i = 0; i < Math.round(world.farmers.length / 2); i++) {
    const when = at(addDays(today, -rng.int(0, size.days - 1)), '08:00') + rng.int(0, 600) * MINUTE_MS;
    if (when > now) continue;
    const outcome = rng.pick(OUTCOMES);
    calls.push([
      rng.uuid(), world.orgId, rng.pick(world.officers).id, rng.pick(world.farmers).id, new Date(when),
      outcome === 'No answer' ? 0 : rng.int(60, 1200), rng.pick(TOPICS), outcome, rng.pick(NOTES),
    ]);
  }
  await insertMany(
    tx,
    'extension_assignments',
    [
      ['id', 'uuid'], ['organization_id', 'uuid'], ['officer_id', 'uuid'], ['producer_id', 'uuid'], ['topic', 'text'],
      ['scheduled_for', 'timestamptz'], ['status', 'text'], ['notes', 'text'],
    ],
    assignments,
  );
  await insertMany(
    tx,
    'extension_call_logs',
    [
      ['id', 'uuid'], ['organization_id', 'uuid'], ['officer_id', 'uuid'], ['producer_id', 'uuid'], ['called_at', 'timestamptz'],
      ['duration_seconds', 'int4'], ['topic', 'text'], ['outcome', 'text'], ['notes', 'text'],
    ],
    calls,
  );
  return { extensionAssignments: assignments.length, extensionCallLogs: calls.length };
}
