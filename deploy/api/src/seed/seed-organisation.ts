import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { CreatedOrganization } from '../organizations/create-organization';
import type { DemoOrganisation } from './demo-organisations';
import { DAY_MS } from './demo-time';
import { insertMany } from '../db/insert-many';
import { GIVEN_NAMES, SURNAMES } from './kenyan-names';
import type { Prng } from './prng';

export interface OrganisationSize {
  drivers: number;
  farmers: number;
  qaAgents: number;
  extensionOfficers: number;
  /** Days of milk history, ending today. */
  days: number;
  /** "Now" of the dataset. */
  now: Date;
}

export interface PeopleCounts {
  users: number;
  userRoles: number;
  locations: number;
  routes: number;
}

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

export interface Link {
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

/** What the milk, payroll and extension parts of the seed build on. */
export interface DemoWorld {
  orgId: string;
  demo: DemoOrganisation;
  centreIds: string[];
  routeIds: string[];
  drivers: Link[];
  qaAgents: Link[];
  officers: Link[];
  /** Producer links; location_ids[0] is their centre (index in centreIds: centreOf). */
  farmers: Link[];
  centreOf: Map<string, number>;
  /** The QA agent working at each centre. */
  qaOfCentre: Link[];
  /** Users: the admin approves the pay runs the finance officer computes. */
  adminId: string;
  financeId: string;
}

const padded = (n: number, width: number) => String(n).padStart(width, '0');
const DRIVER_STATUSES = ['active', 'active', 'active', 'pending', 'active', 'inactive', 'active', 'active'];

/** Every day of the week, the pickup after each milking. */
function startTimes(pickups: [string, string]) {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return Object.fromEntries(days.map((day) => [day, [...pickups]]));
}

/** A fixed id from a name, for rows added without drawing from the seed's random numbers. */
function derivedUuid(organizationId: string, name: string): string {
  const hex = createHash('sha256').update(`${organizationId}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Opening hours of demo centres: milk comes in after the morning and the evening milking. */
const CENTRE_HOURS = ['05:30-19:00', '06:00-18:30', '06:00-19:30', '05:00-18:00'];
const CENTRE_NOTES = [
  'Cooling tank serviced monthly; generator on site.',
  'Road floods in the long rains: trucks come by the upper road.',
  'Shares the yard with the co-op store (feeds and vet supplies).',
  'Weekend evening intake ends at 18:00.',
];

/** A plain active link of a person, no member id, centres or routes. */
function addLinkFields(person: Person): Omit<Link, 'id' | 'role_id'> {
  return {
    user_id: person.id,
    member_id: null,
    status: 'active',
    location_ids: [],
    route_ids: [],
    available: true,
    created_at: person.created_at,
  };
}

/** People, centres and routes of one demo organisation, in a few batched inserts. */
export async function seedOrganisation(
  tx: Queryable,
  demo: DemoOrganisation,
  org: CreatedOrganization,
  rng: Prng,
  size: OrganisationSize,
  hashes: { admin: string; nobody: string },
): Promise<{ counts: PeopleCounts; world: DemoWorld }> {
  const now = size.now.getTime();
  const people: Person[] = [];
  const links: Link[] = [];
  const usedEmails = new Set<string>();

  const addPerson = (first: string, last: string, tag: string, daysAgo: number, address: string): Person => {
    let email = `${first}.${last}.${tag}@${demo.emailDomain}`.toLowerCase();
    while (usedEmails.has(email)) email = email.replace('@', `${rng.digits(1)}@`);
    usedEmails.add(email);
    const person: Person = {
      id: rng.uuid(),
      email,
      username: `${first}-${last}`,
      first_name: first,
      last_name: last,
      phone: `+2547${rng.digits(8)}`,
      address,
      password_hash: hashes.nobody,
      created_at: new Date(now - daysAgo * DAY_MS - rng.int(0, 86_000) * 1000),
    };
    people.push(person);
    return person;
  };
  const addLink = (person: Person, roleId: string, memberId: string | null, fields: Partial<Link> = {}): Link => {
    const link: Link = {
      id: rng.uuid(),
      user_id: person.id,
      role_id: roleId,
      member_id: memberId,
      status: 'active',
      location_ids: [],
      route_ids: [],
      available: true,
      created_at: person.created_at,
      ...fields,
    };
    links.push(link);
    return link;
  };

  await tx.query('UPDATE organizations SET default_rate_per_litre = $2 WHERE id = $1', [org.id, demo.defaultRate]);
  // Extension officers are a role of the demo cooperatives, not of every organisation.
  const officerRole = await tx.query<{ id: string }>(
    `INSERT INTO roles (organization_id, name) VALUES ($1, 'Extension Officer') RETURNING id`,
    [org.id],
  );
  const officerRoleId = officerRole.rows[0].id;
  await tx.query(
    `INSERT INTO role_permissions (role_id, permission_id)
     SELECT $1, id FROM permissions
      WHERE organization_id IS NULL AND (resource = 'extension_services' OR (resource = 'user_roles' AND action = 'read'))`,
    [officerRoleId],
  );

  // The admin who signs in, the oldest member.
  const admin = addPerson(demo.admin.first_name, demo.admin.last_name, 'admin', 400, demo.centres[0].address);
  Object.assign(admin, {
    email: demo.admin.email,
    username: demo.admin.email.split('@')[0],
    phone: demo.admin.phone,
    password_hash: hashes.admin,
  });
  addLink(admin, org.roleIds.admin, null);

  const centreIds = demo.centres.map(() => rng.uuid());
  const routeIds = demo.routes.map(() => rng.uuid());
  const routeOfCentre = (centre: number) => {
    const index = demo.routes.findIndex((route) => route.centres.includes(centre));
    return index < 0 ? [] : [routeIds[index]];
  };

  // Joined over the past year; the last generated is the newest.
  const total = size.drivers + size.qaAgents + size.extensionOfficers + size.farmers;
  let joined = 0;
  const daysAgo = () => Math.max(1, Math.round(360 * (1 - ++joined / total)));
  const randomName = () => [rng.pick(GIVEN_NAMES), rng.pick(SURNAMES)] as const;

  // Two drivers share each route, on alternate days; the rest stand by.
  const drivers: Link[] = [];
  for (let i = 0; i < size.drivers; i++) {
    const [first, last] = randomName();
    const memberId = `DRV-${padded(i + 1, 3)}`;
    const person = addPerson(first, last, memberId, daysAgo(), demo.centres[i % demo.centres.length].address);
    drivers.push(
      addLink(person, org.roleIds.Driver, memberId, {
        status: DRIVER_STATUSES[i % DRIVER_STATUSES.length],
        route_ids: [routeIds[i % routeIds.length]],
        available: rng.chance(0.75),
      }),
    );
  }

  // Each QA agent works a run of neighbouring centres.
  const qaAgents: Link[] = [];
  const qaOfCentre: Link[] = [];
  const perAgent = Math.ceil(centreIds.length / Math.max(1, size.qaAgents));
  for (let i = 0; i < size.qaAgents; i++) {
    const [first, last] = randomName();
    const memberId = `QA-${padded(i + 1, 3)}`;
    const centres = centreIds.map((_, c) => c).filter((c) => Math.floor(c / perAgent) === i);
    const person = addPerson(first, last, memberId, daysAgo(), demo.centres[centres[0] ?? 0].address);
    const agent = addLink(person, org.roleIds['QA/Collector'], memberId, {
      location_ids: centres.map((c) => centreIds[c]),
    });
    qaAgents.push(agent);
    for (const c of centres) qaOfCentre[c] = agent;
  }

  const officers: Link[] = [];
  for (let i = 0; i < size.extensionOfficers; i++) {
    const [first, last] = randomName();
    const memberId = `EXT-${padded(i + 1, 3)}`;
    const person = addPerson(first, last, memberId, daysAgo(), demo.centres[0].address);
    officers.push(addLink(person, officerRoleId, memberId));
  }

  const farmers: Link[] = [];
  const centreOf = new Map<string, number>();
  for (let i = 0; i < size.farmers; i++) {
    const [first, last] = randomName();
    const memberId = `${demo.farmerPrefix}-${padded(i + 1, 4)}`;
    const centre = rng.int(0, centreIds.length - 1);
    const village = `${rng.pick(['Upper', 'Lower', 'Central', 'East', 'West'])} ${demo.centres[centre].address}`;
    const person = addPerson(first, last, memberId, daysAgo(), village);
    // A farmer's phone as SMS need it and the API stores it (issue 32): 2547XXXXXXXX.
    person.phone = person.phone.replace(/^\+/, '');
    const roll = rng.next();
    const farmer = addLink(person, org.roleIds.Producer, memberId, {
      status: roll < 0.85 ? 'active' : roll < 0.95 ? 'pending' : 'inactive',
      location_ids: [centreIds[centre]],
      route_ids: routeOfCentre(centre),
    });
    farmers.push(farmer);
    centreOf.set(farmer.id, centre);
  }

  // The demo sign-ins of the other roles: the first driver and QA agent get a known address and
  // the demo password, and an office clerk joins. This draws no random numbers, so the rest of
  // the demo data is what it was before they existed.
  const domain = demo.emailDomain;
  for (const [link, local] of [
    [drivers[0], 'driver'],
    [qaAgents[0], 'qa'],
  ] as const) {
    const person = people.find((p) => p.id === link.user_id)!;
    Object.assign(person, { email: `${local}@${domain}`, password_hash: hashes.admin });
  }
  const clerk: Person = {
    id: derivedUuid(org.id, 'clerk'),
    email: `clerk@${domain}`,
    username: 'clerk',
    ...demo.clerk,
    address: demo.centres[0].address,
    password_hash: hashes.admin,
    created_at: admin.created_at,
  };
  const finance: Person = {
    id: derivedUuid(org.id, 'finance'),
    email: `finance@${domain}`,
    username: 'finance',
    ...demo.finance,
    address: demo.centres[0].address,
    password_hash: hashes.admin,
    created_at: admin.created_at,
  };
  people.push(clerk, finance);
  links.push({ ...addLinkFields(clerk), id: derivedUuid(org.id, 'clerk-link'), role_id: org.roleIds.user });
  links.push({ ...addLinkFields(finance), id: derivedUuid(org.id, 'finance-link'), role_id: org.roleIds.admin });

  // The person to call at a centre is its QA agent. Hours and notes are picked by position,
  // not drawn from rng, so every other demo figure stays as it was.
  const contactOf = (centre: number) => people.find((p) => p.id === qaOfCentre[centre]?.user_id);
  await insertMany(
    tx,
    'locations',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['name', 'text'],
      ['address', 'text'],
      ['type', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['capacity', 'numeric'],
      ['created_at', 'timestamptz'],
      ['contact_person', 'text'],
      ['phone', 'text'],
      ['operating_hours', 'text'],
      ['notes', 'text'],
    ],
    demo.centres.map((c, i) => {
      const contact = contactOf(i);
      return [
        centreIds[i],
        org.id,
        c.name,
        c.address,
        'collection_center',
        c.latitude,
        c.longitude,
        rng.int(4, 16) * 500,
        new Date(now - (380 - i) * DAY_MS),
        contact ? `${contact.first_name} ${contact.last_name}` : null,
        contact?.phone ?? null,
        CENTRE_HOURS[i % CENTRE_HOURS.length],
        CENTRE_NOTES[i % CENTRE_NOTES.length],
      ];
    }),
  );
  await insertMany(
    tx,
    'routes',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['name', 'text'],
      ['location_ids', 'uuid[]'],
      ['distance', 'numeric'],
      ['estimated_time', 'numeric'],
      ['start_times', 'jsonb'],
      ['created_at', 'timestamptz'],
    ],
    demo.routes.map((r, i) => [
      routeIds[i],
      org.id,
      r.name,
      r.centres.map((c) => centreIds[c]),
      r.distance,
      r.estimated_time,
      startTimes(r.pickups),
      new Date(now - (370 - i) * DAY_MS),
    ]),
  );
  await insertMany(
    tx,
    'users',
    [
      ['id', 'uuid'],
      ['email', 'text'],
      ['username', 'text'],
      ['first_name', 'text'],
      ['last_name', 'text'],
      ['phone', 'text'],
      ['address', 'text'],
      ['password_hash', 'text'],
      ['created_at', 'timestamptz'],
    ],
    people.map((p) => [
      p.id,
      p.email,
      p.username,
      p.first_name,
      p.last_name,
      p.phone,
      p.address,
      p.password_hash,
      p.created_at,
    ]),
  );
  await insertMany(
    tx,
    'user_organizations',
    [
      ['user_id', 'uuid'],
      ['organization_id', 'uuid'],
      ['created_at', 'timestamptz'],
    ],
    people.map((p) => [p.id, org.id, p.created_at]),
  );
  await insertMany(
    tx,
    'user_roles',
    [
      ['id', 'uuid'],
      ['organization_id', 'uuid'],
      ['user_id', 'uuid'],
      ['role_id', 'uuid'],
      ['member_id', 'text'],
      ['status', 'text'],
      ['location_ids', 'uuid[]'],
      ['route_ids', 'uuid[]'],
      ['available', 'boolean'],
      ['created_at', 'timestamptz'],
    ],
    links.map((l) => [
      l.id,
      org.id,
      l.user_id,
      l.role_id,
      l.member_id,
      l.status,
      l.location_ids,
      l.route_ids,
      l.available,
      l.created_at,
    ]),
  );

  return {
    counts: { users: people.length, userRoles: links.length, locations: centreIds.length, routes: routeIds.length },
    world: {
      orgId: org.id,
      demo,
      centreIds,
      routeIds,
      drivers,
      qaAgents,
      officers,
      farmers,
      centreOf,
      qaOfCentre,
      adminId: admin.id,
      financeId: finance.id,
    },
  };
}
