import { hashPassword, unusablePasswordHash } from '../auth/passwords';
import type { Database, Queryable } from '../db/database';
import { createOrganization, type CreatedOrganization } from '../organizations/create-organization';
import { DEMO_ORGANISATIONS, DEMO_PASSWORD, type DemoOrganisation } from './demo-organisations';
import { insertMany } from './insert-many';
import { GIVEN_NAMES, SURNAMES } from './kenyan-names';
import { Prng } from './prng';

export { DEMO_PASSWORD };

export interface SeedOptions {
  /** Per organisation; the benchmark generator asks for more. */
  drivers?: number;
  farmers?: number;
  qaAgents?: number;
  /** Seed of the random sequence; same seed, same data. */
  seed?: number;
  /** "Now" of the dataset (trips are yesterday, today, tomorrow). */
  now?: Date;
}

export interface SeedSummary {
  organizations: number;
  users: number;
  userRoles: number;
  locations: number;
  routes: number;
  trips: number;
}

/** Who can sign in to the demo data. */
export const DEMO_SIGN_INS = DEMO_ORGANISATIONS.map((org) => ({
  email: org.admin.email,
  password: DEMO_PASSWORD,
  organization: org.name,
}));

const SEED_LOCK = 727_002;
const DAY = 24 * 60 * 60 * 1000;
const WEEKDAY_TIMES = { monday: ['05:30', '15:30'], tuesday: ['05:30', '15:30'], wednesday: ['05:30', '15:30'],
  thursday: ['05:30', '15:30'], friday: ['05:30', '15:30'], saturday: ['06:00'] };

interface Person {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  password_hash: string;
  created_at: Date;
}

interface Link {
  id: string;
  user_id: string;
  role_id: string;
  member_id: string | null;
  status: string;
  location_ids: string[];
  route_ids: string[];
  available: boolean;
  created_at: Date;
}

/** "YYYY-MM-DD" of a day in Kenya (UTC+3 all year). */
function kenyanDay(time: number): string {
  return new Date(time + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function seedOrganisation(
  tx: Queryable,
  demo: DemoOrganisation,
  org: CreatedOrganization,
  rng: Prng,
  options: Required<Omit<SeedOptions, 'seed'>>,
  hashes: { admin: string; nobody: string },
  summary: SeedSummary,
) {
  const now = options.now.getTime();
  const people: Person[] = [];
  const links: Link[] = [];
  const usedEmails = new Set<string>();

  const person = (first: string, last: string, tag: string, daysAgo: number, address: string): Person => {
    let email = `${first}.${last}.${tag}@${demo.emailDomain}`.toLowerCase();
    while (usedEmails.has(email)) email = email.replace('@', `${rng.digits(1)}@`);
    usedEmails.add(email);
    const p: Person = {
      id: rng.uuid(),
      email,
      username: `${first}-${last}`,
      first_name: first,
      last_name: last,
      phone: `+2547${rng.digits(8)}`,
      address,
      password_hash: hashes.nobody,
      created_at: new Date(now - daysAgo * DAY - rng.int(0, 86_000) * 1000),
    };
    people.push(p);
    return p;
  };
  const link = (p: Person, role: string, memberId: string | null, fields: Partial<Link> = {}) => {
    links.push({
      id: rng.uuid(),
      user_id: p.id,
      role_id: role,
      member_id: memberId,
      status: 'active',
      location_ids: [],
      route_ids: [],
      available: true,
      created_at: p.created_at,
      ...fields,
    });
    return links[links.length - 1];
  };

  // The admin who signs in.
  const admin = person(demo.admin.first_name, demo.admin.last_name, 'admin', 400, demo.centres[0].address);
  Object.assign(admin, { email: demo.admin.email, username: demo.admin.email.split('@')[0], phone: demo.admin.phone });
  admin.password_hash = hashes.admin;
  link(admin, org.roleIds.admin, null);

  const centreIds = demo.centres.map(() => rng.uuid());
  await insertMany(
    tx,
    'locations',
    [['id', 'uuid'], ['organization_id', 'uuid'], ['name', 'text'], ['address', 'text'], ['type', 'text'],
      ['latitude', 'float8'], ['longitude', 'float8'], ['capacity', 'numeric'], ['created_at', 'timestamptz']],
    demo.centres.map((c, i) => [centreIds[i], org.id, c.name, c.address, 'collection_center', c.latitude, c.longitude,
      rng.int(4, 16) * 500, new Date(now - (380 - i) * DAY)]),
  );

  const routeIds = demo.routes.map(() => rng.uuid());
  await insertMany(
    tx,
    'routes',
    [['id', 'uuid'], ['organization_id', 'uuid'], ['name', 'text'], ['location_ids', 'uuid[]'], ['distance', 'numeric'],
      ['estimated_time', 'numeric'], ['start_times', 'jsonb'], ['created_at', 'timestamptz']],
    demo.routes.map((r, i) => [routeIds[i], org.id, r.name, r.centres.map((c) => centreIds[c]), r.distance,
      r.estimated_time, WEEKDAY_TIMES, new Date(now - (370 - i) * DAY)]),
  );
  const routeOfCentre = (centre: number) => {
    const index = demo.routes.findIndex((r) => r.centres.includes(centre));
    return index < 0 ? [] : [routeIds[index]];
  };

  const total = options.drivers + options.qaAgents + options.farmers;
  let order = 0;
  const daysAgo = () => Math.max(1, Math.round(360 * (1 - ++order / total)));
  const name = () => [rng.pick(GIVEN_NAMES), rng.pick(SURNAMES)] as const;

  const driverStatuses = ['active', 'active', 'active', 'pending', 'active', 'inactive', 'active', 'active'];
  const drivers: Link[] = [];
  for (let i = 0; i < options.drivers; i++) {
    const [first, last] = name();
    const memberId = `DRV-${String(i + 1).padStart(3, '0')}`;
    const p = person(first, last, memberId, daysAgo(), `${demo.centres[i % demo.centres.length].address}`);
    drivers.push(link(p, org.roleIds.Driver, memberId, {
      status: driverStatuses[i % driverStatuses.length],
      route_ids: [routeIds[i % routeIds.length]],
      available: rng.chance(0.75),
    }));
  }

  const qaAgents: Link[] = [];
  for (let i = 0; i < options.qaAgents; i++) {
    const [first, last] = name();
    const memberId = `QA-${String(i + 1).padStart(3, '0')}`;
    const centres = [i * 2, i * 2 + 1].map((c) => c % centreIds.length);
    const p = person(first, last, memberId, daysAgo(), demo.centres[centres[0]].address);
    qaAgents.push(link(p, org.roleIds['QA/Collector'], memberId, { location_ids: [...new Set(centres.map((c) => centreIds[c]))] }));
  }

  for (let i = 0; i < options.farmers; i++) {
    const [first, last] = name();
    const memberId = `${demo.farmerPrefix}-${String(i + 1).padStart(4, '0')}`;
    const centre = rng.int(0, centreIds.length - 1);
    const roll = rng.next();
    const p = person(first, last, memberId, daysAgo(), `${rng.pick(['Upper', 'Lower', 'Central', 'East', 'West'])} ${demo.centres[centre].address}`);
    link(p, org.roleIds.Producer, memberId, {
      status: roll < 0.85 ? 'active' : roll < 0.95 ? 'pending' : 'inactive',
      location_ids: [centreIds[centre]],
      route_ids: routeOfCentre(centre),
    });
  }

  await insertMany(
    tx,
    'users',
    [['id', 'uuid'], ['email', 'text'], ['username', 'text'], ['first_name', 'text'], ['last_name', 'text'],
      ['phone', 'text'], ['address', 'text'], ['password_hash', 'text'], ['created_at', 'timestamptz']],
    people.map((p) => [p.id, p.email, p.username, p.first_name, p.last_name, p.phone, p.address, p.password_hash, p.created_at]),
  );
  await insertMany(
    tx,
    'user_organizations',
    [['user_id', 'uuid'], ['organization_id', 'uuid'], ['created_at', 'timestamptz']],
    people.map((p) => [p.id, org.id, p.created_at]),
  );
  await insertMany(
    tx,
    'user_roles',
    [['id', 'uuid'], ['organization_id', 'uuid'], ['user_id', 'uuid'], ['role_id', 'uuid'], ['member_id', 'text'],
      ['status', 'text'], ['location_ids', 'uuid[]'], ['route_ids', 'uuid[]'], ['available', 'boolean'], ['created_at', 'timestamptz']],
    links.map((l) => [l.id, org.id, l.user_id, l.role_id, l.member_id, l.status, l.location_ids, l.route_ids, l.available, l.created_at]),
  );

  // Yesterday's runs are done, today's are on the road, tomorrow's are planned.
  const trips: unknown[][] = [];
  demo.routes.forEach((route, r) => {
    const driver = drivers.filter((d) => d.route_ids[0] === routeIds[r] && d.status === 'active')[0] ?? drivers[r % drivers.length];
    const qa = qaAgents[r % Math.max(1, qaAgents.length)];
    for (const offset of [-1, 0, 1]) {
      const day = kenyanDay(now + offset * DAY);
      const start = `${day}T05:30:00+03:00`;
      const minutes = route.estimated_time;
      const end = new Date(Date.parse(start) + minutes * 60 * 1000).toISOString();
      trips.push([rng.uuid(), org.id, routeIds[r], [driver?.id, qa?.id].filter(Boolean), start, end,
        offset < 0 ? 'completed' : offset === 0 ? 'in_progress' : 'scheduled']);
    }
  });
  await insertMany(
    tx,
    'trips',
    [['id', 'uuid'], ['organization_id', 'uuid'], ['route_id', 'uuid'], ['user_roles_ids', 'uuid[]'],
      ['start_time', 'timestamptz'], ['end_time', 'timestamptz'], ['status', 'text']],
    trips,
  );

  summary.organizations += 1;
  summary.users += people.length;
  summary.userRoles += links.length;
  summary.locations += centreIds.length;
  summary.routes += routeIds.length;
  summary.trips += trips.length;
}

/**
 * The demo dataset: two organisations with their admins, drivers, farmers, QA agents,
 * collection centres, routes and trips. Runs only on a database without organisations;
 * all or nothing (one transaction). Returns null when there was nothing to do.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedSummary | null> {
  const settings = {
    drivers: options.drivers ?? 8,
    farmers: options.farmers ?? 30,
    qaAgents: options.qaAgents ?? 3,
    now: options.now ?? new Date(),
  };
  const existing = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS any');
  if (existing.rows[0].any) return null;

  // Hash outside the transaction (PGlite holds its only connection during one).
  const hashes = { admin: await hashPassword(DEMO_PASSWORD), nobody: await unusablePasswordHash() };
  const rng = new Prng(options.seed ?? 2026);

  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const again = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM organizations) AS any');
    if (again.rows[0].any) return null;
    const summary: SeedSummary = { organizations: 0, users: 0, userRoles: 0, locations: 0, routes: 0, trips: 0 };
    for (const [i, demo] of DEMO_ORGANISATIONS.entries()) {
      const org = await createOrganization(tx, demo.name, new Date(settings.now.getTime() - (500 - i) * DAY));
      await seedOrganisation(tx, demo, org, rng, settings, hashes, summary);
    }
    return summary;
  });
}
