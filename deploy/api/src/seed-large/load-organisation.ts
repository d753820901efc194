import type { ClientBase } from 'pg';
import { DEFAULT_TIME_ZONE, type Queryable } from '../db/database';
import { createOrganization } from '../organizations/create-organization';
import { Prng } from '../seed/prng';
import { TOP_UPS_SQL } from '../seed/top-ups-sql';
import { collectionsOfDaySql, SEED_BATCH_COLUMNS, SEED_FARMER_COLUMNS } from './collections-sql';
import { copyRows } from './copy-rows';
import {
  BATCH_TOTALS_SQL,
  consolidationsSql,
  extensionAssignmentsSql,
  extensionCallLogsSql,
  qualityTestsSql,
  rejectionsSql,
  suppliesSql,
} from './derived-sql';
import { makeBatches, makeCentres, makeRoutes, makeTrips } from './logistics';
import { loadPayRuns } from './pay-runs';
import { expectedDeliveries, makePeople, type RoleName } from './people';
import { addDays, type OrganisationPlan } from './plan';
import type { Progress } from './progress';

export interface LoadSettings {
  seed: number;
  now: Date;
  /** Aim for about this many collections (scales the farmers' attendance). */
  collections?: number;
  hashes: { admin: string; nobody: string };
}

/** Keeps the keys (hence ids and draws) of organisations apart: 2^40 deliveries each. */
const KEY_SPAN = 2 ** 40;

function queryable(client: ClientBase): Queryable {
  return {
    query: async (sql, params = []) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

const rowCount = async (client: ClientBase, sql: string, params: unknown[]) =>
  (await client.query(sql, params)).rowCount ?? 0;

/** The last (up to) three calendar months that closed before today and hold collection days. */
export function paymentMonths(plan: Pick<OrganisationPlan, 'firstDay' | 'today'>) {
  const months: Array<{ n: number; period_start: string; period_end: string; due_date: string; latest: boolean }> = [];
  let monthStart = `${plan.today.slice(0, 7)}-01`;
  for (let n = 0; n < 3; n++) {
    const end = addDays(monthStart, -1);
    const start = `${end.slice(0, 7)}-01`;
    if (end < plan.firstDay) break;
    months.push({ n, period_start: start, period_end: end, due_date: addDays(end, 10), latest: n === 0 });
    monthStart = start;
  }
  return months;
}

/** Everything of one large organisation, inside the caller's transaction. */
export async function loadOrganisation(
  client: ClientBase,
  plan: OrganisationPlan,
  settings: LoadSettings,
  progress: Progress,
): Promise<void> {
  const rng = new Prng(settings.seed + plan.index * 7919);
  const org = await createOrganization(
    queryable(client),
    plan.name,
    new Date(settings.now.getTime() - 1500 * 86_400_000),
  );
  const officerRole = (
    await client.query<{ id: string }>(
      `INSERT INTO roles (organization_id, name) VALUES ($1, 'Extension Officer') RETURNING id`,
      [org.id],
    )
  ).rows[0].id;
  await client.query(
    `INSERT INTO role_permissions (role_id, permission_id)
     SELECT $1, id FROM permissions WHERE organization_id IS NULL AND resource = 'extension_services' AND action <> 'delete'`,
    [officerRole],
  );
  const roleIds: Record<RoleName, string> = {
    admin: org.roleIds.admin,
    Driver: org.roleIds.Driver,
    'QA/Collector': org.roleIds['QA/Collector'],
    Producer: org.roleIds.Producer,
    'Extension Officer': officerRole,
  };

  const centres = makeCentres(plan, rng);
  const routes = makeRoutes(plan, centres, rng);
  const people = makePeople(plan, centres, routes, rng);
  const trips = makeTrips(plan, routes, settings.now, rng);
  const batches = makeBatches(plan, centres, trips);
  const routeDriver = routes.map((_, r) => people.drivers[r].id);

  let scale = 1;
  if (settings.collections) {
    const natural = expectedDeliveries(people.farmers);
    scale = settings.collections / Math.max(1, natural);
    if (expectedDeliveries(people.farmers, scale) < settings.collections * 0.98) {
      throw new Error(
        `--collections ${settings.collections.toLocaleString('en')} is more than ${plan.farmers.toLocaleString('en')} farmers ` +
          `deliver in ${plan.days} days even turning up every shift: raise --farmers or --days`,
      );
    }
  }

  const copy = (table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>) =>
    progress.rows(table, () => copyRows(client, table, columns, rows));

  await copy(
    'locations',
    ['id', 'organization_id', 'name', 'address', 'type', 'latitude', 'longitude', 'capacity', 'created_at'],
    centres.map((c, i) => [
      c.id,
      org.id,
      c.name,
      c.address,
      'collection_center',
      c.latitude,
      c.longitude,
      c.capacity,
      new Date(settings.now.getTime() - (1400 - i) * 86_400_000),
    ]),
  );
  await copy(
    'routes',
    ['id', 'organization_id', 'name', 'location_ids', 'distance', 'estimated_time', 'start_times', 'created_at'],
    routes.map((r, i) => [
      r.id,
      org.id,
      r.name,
      r.centres.map((c) => centres[c].id),
      r.distance,
      r.estimatedTime,
      r.startTimes,
      new Date(settings.now.getTime() - (1390 - i) * 86_400_000),
    ]),
  );
  await copy(
    'users',
    ['id', 'email', 'username', 'first_name', 'last_name', 'phone', 'address', 'password_hash', 'created_at'],
    people.persons.map((p) => [
      p.id,
      p.email,
      p.username,
      p.firstName,
      p.lastName,
      p.phone,
      p.address,
      p.admin ? settings.hashes.admin : settings.hashes.nobody,
      p.createdAt,
    ]),
  );
  await copy(
    'user_organizations',
    ['user_id', 'organization_id', 'created_at'],
    people.persons.map((p) => [p.id, org.id, p.createdAt]),
  );
  await copy(
    'user_roles',
    [
      'id',
      'organization_id',
      'user_id',
      'role_id',
      'member_id',
      'status',
      'location_ids',
      'route_ids',
      'available',
      'profile',
      'created_at',
    ],
    people.links.map((l) => [
      l.id,
      org.id,
      l.userId,
      roleIds[l.role],
      l.memberId,
      l.status,
      l.locationIds,
      l.routeIds,
      l.available,
      l.profile,
      l.createdAt,
    ]),
  );
  await copy(
    'trips',
    ['id', 'organization_id', 'route_id', 'user_roles_ids', 'start_time', 'end_time', 'status', 'created_at'],
    trips.map((t) => [
      t.id,
      org.id,
      routes[t.route].id,
      [routeDriver[t.route], people.qaAgents[routes[t.route].centres[0]].id],
      t.start,
      t.end,
      t.status,
      new Date(t.start.getTime() - 7 * 86_400_000),
    ]),
  );

  // The working tables the SQL generators read.
  await client.query('TRUNCATE seed_farmers, seed_batches');
  await copyRows(
    client,
    'seed_farmers',
    SEED_FARMER_COLUMNS,
    people.farmers.map((f) => {
      // One farmer in ten negotiated a special rate above the cooperative's KSh 50.
      const special = f.n % 10 === 3;
      const method = f.n % 20 === 0 ? 'cash' : f.n % 5 === 0 ? 'bank_transfer' : 'mobile_money';
      return [
        f.n,
        f.producerId,
        f.centre,
        f.firstDay,
        f.lastDay,
        Math.min(1, f.morning * scale),
        Math.min(1, f.evening * scale),
        f.litres,
        f.fat,
        f.protein,
        f.scc,
        f.rejectRate,
        special ? 52 + (Math.floor(f.n / 10) % 5) : 50,
        method,
        people.officers[f.n % people.officers.length].id,
      ];
    }),
  );
  await copyRows(
    client,
    'seed_batches',
    SEED_BATCH_COLUMNS,
    batches.map((b) => [
      b.centre,
      b.day,
      b.shift,
      b.slot,
      centres[b.centre].id,
      b.tripId,
      b.batchNumber,
      b.intakeStart,
      b.intakeSeconds,
      centres[b.centre].dataSource,
      people.qaAgents[b.centre].id,
    ]),
  );
  await client.query('ANALYZE seed_farmers; ANALYZE seed_batches');

  const base = plan.index * KEY_SPAN;
  const slots = plan.days * 2;
  // Generated inside PostgreSQL: measured at 20,000 farmers x 30 days, this took 3.9 s of
  // CPU (PostgreSQL 3.8 + Node 0.1) against 8.8 s (3.4 + 5.4) for the same rows formatted in
  // Node and sent with COPY, and ran twice as fast on a busy machine. A statement per day
  // keeps the rows in time order (ids are time-ordered, the primary key grows at its end).
  const insertCollections = collectionsOfDaySql(settings.seed);
  await progress.rows('collections', async () => {
    let total = 0;
    const started = performance.now();
    for (let day = 0; day < plan.days; day++) {
      total += await rowCount(client, insertCollections, [org.id, day, base, slots]);
      const seconds = (performance.now() - started) / 1000;
      progress.status(
        `collections: day ${day + 1}/${plan.days}, ${total.toLocaleString('en')} rows, ` +
          `${Math.round(total / Math.max(seconds, 0.001)).toLocaleString('en')} rows/s`,
      );
    }
    return total;
  });

  // Statistics of the rows just loaded (ANALYZE sees this transaction's rows): without them
  // the planner guesses 200 farmers and joins the others row by row.
  await client.query('ANALYZE collections');
  await client.query(BATCH_TOTALS_SQL, [org.id]);
  await client.query('ANALYZE seed_batch_totals');
  await progress.rows('consolidations', () =>
    rowCount(client, consolidationsSql(settings.seed), [org.id, base, slots]),
  );
  await progress.rows('quality_tests', () => rowCount(client, qualityTestsSql(settings.seed), [org.id, base, slots]));
  await client.query('DROP TABLE seed_batch_totals');
  await progress.rows('rejections', () => rowCount(client, rejectionsSql(settings.seed), [org.id]));

  const dayZero = `${plan.firstDay}T00:00:00+03:00`;
  const periodParams = [org.id, base, slots, dayZero, plan.days, settings.now];
  await progress.rows('supplies', () => rowCount(client, suppliesSql(settings.seed), periodParams));
  await client.query('ANALYZE supplies');
  await progress.rows('payments', () =>
    loadPayRuns(
      queryable(client),
      org.id,
      plan,
      paymentMonths(plan),
      { computedBy: people.financeId, approvedBy: people.adminId },
      settings.now,
    ),
  );
  await progress.rows('account_top_ups', () => rowCount(client, TOP_UPS_SQL, [org.id, plan.today]));
  await progress.rows('extension_assignments', () =>
    rowCount(client, extensionAssignmentsSql(settings.seed), periodParams),
  );
  await progress.rows('extension_call_logs', () => rowCount(client, extensionCallLogsSql(settings.seed), periodParams));

  // The triggers that keep the running totals were off during the load: one statement
  // rebuilds them from the rows (migration 004's refresh_producer_totals).
  await progress.rows('producer_totals', async () => {
    await client.query('SELECT refresh_producer_totals($1)', [org.id]);
    return (
      await client.query<{ n: number }>('SELECT count(*)::int AS n FROM producer_totals WHERE organization_id = $1', [
        org.id,
      ])
    ).rows[0].n;
  });
  // refresh_collection_days rebuilds the three rollups kept by day in the organisation's zone:
  // collection_days (migration 007), producer_months (020) and producer_days (021); counted
  // in the API's zone (organisations without their own), whatever this connection's zone is.
  await progress.rows('collection_days', async () => {
    const { rows } = await client.query<{ zone: string }>("SELECT current_setting('TimeZone') AS zone");
    await client.query("SELECT set_config('TimeZone', $1, true)", [process.env.MAZIWA_TIME_ZONE || DEFAULT_TIME_ZONE]);
    await client.query('SELECT refresh_collection_days($1)', [org.id]);
    await client.query("SELECT set_config('TimeZone', $1, true)", [rows[0].zone]);
    return (
      await client.query<{ n: number }>('SELECT count(*)::int AS n FROM collection_days WHERE organization_id = $1', [
        org.id,
      ])
    ).rows[0].n;
  });
}
