import { GIVEN_NAMES, SURNAMES } from '../seed/kenyan-names';
import type { Prng } from '../seed/prng';
import type { Centre, Route } from './logistics';
import type { OrganisationPlan } from './plan';

export type RoleName = 'admin' | 'Driver' | 'QA/Collector' | 'Producer' | 'Extension Officer';

export interface Person {
  id: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  admin: boolean;
  createdAt: Date;
}

export interface Link {
  id: string;
  userId: string;
  role: RoleName;
  memberId: string | null;
  status: 'active' | 'inactive' | 'pending';
  locationIds: string[];
  routeIds: string[];
  available: boolean;
  profile: Record<string, string>;
  createdAt: Date;
}

/** How one farmer delivers: the collections are drawn from these in PostgreSQL. */
export interface FarmerTraits {
  n: number;
  producerId: string;
  centre: number;
  /** Delivers on collection days firstDay..lastDay (none when firstDay > lastDay). */
  firstDay: number;
  lastDay: number;
  /** Chance of a delivery at the morning and the evening shift. */
  morning: number;
  evening: number;
  /** Usual litres of a morning delivery (evenings give about three quarters). */
  litres: number;
  fat: number;
  protein: number;
  scc: number;
  /** Share of deliveries turned away at the platform (about 2 % over all farmers). */
  rejectRate: number;
}

export interface People {
  persons: Person[];
  links: Link[];
  /** The admin approves the pay runs the finance officer computes (four eyes). */
  adminId: string;
  financeId: string;
  farmers: FarmerTraits[];
  drivers: Link[];
  qaAgents: Link[];
  officers: Link[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const padded = (n: number, width: number) => String(n).padStart(width, '0');
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/** A standard normal draw (Box-Muller). */
function normal(rng: Prng): number {
  return Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());
}

const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

/** The admin, drivers, QA agents, extension officers and farmers of one organisation. */
export function makePeople(plan: OrganisationPlan, centres: Centre[], routes: Route[], rng: Prng): People {
  const start = Date.parse(`${plan.firstDay}T00:00:00+03:00`);
  const persons: Person[] = [];
  const links: Link[] = [];

  const person = (memberId: string, address: string, createdAt: Date): Person => {
    const [first, last] = [rng.pick(GIVEN_NAMES), rng.pick(SURNAMES)];
    const p: Person = {
      id: rng.uuid(),
      email: `${first}.${last}.${memberId}@${plan.emailDomain}`.toLowerCase(),
      username: `${first}-${last}`,
      firstName: first,
      lastName: last,
      phone: `+2547${rng.digits(8)}`,
      address,
      admin: false,
      createdAt,
    };
    persons.push(p);
    return p;
  };
  const link = (p: Person, role: RoleName, memberId: string | null, fields: Partial<Link> = {}): Link => {
    const l: Link = {
      id: rng.uuid(),
      userId: p.id,
      role,
      memberId,
      status: 'active',
      locationIds: [],
      routeIds: [],
      available: true,
      profile: {},
      createdAt: p.createdAt,
      ...fields,
    };
    links.push(l);
    return l;
  };
  /** Joined some time in the three years before the collection days. */
  const joinedBefore = () => new Date(start - rng.int(30, 1100) * DAY_MS - rng.int(0, 86_000) * 1000);

  const admin = person('admin', centres[0].address, new Date(start - 1200 * DAY_MS));
  Object.assign(admin, { email: plan.adminEmail, username: plan.adminEmail.split('@')[0], admin: true });
  link(admin, 'admin', null);

  const drivers = Array.from({ length: plan.drivers }, (_, i) => {
    const memberId = `DRV-${padded(i + 1, 4)}`;
    const route = routes[i % routes.length];
    const hired = joinedBefore();
    const p = person(memberId, centres[route.centres[0]].address, hired);
    return link(p, 'Driver', memberId, {
      // The first driver of each route is on duty; the spares are sometimes away.
      status: i < routes.length || rng.chance(0.7) ? 'active' : 'inactive',
      routeIds: [route.id],
      available: i < routes.length || rng.chance(0.5),
      profile: {
        license_number: `DL${rng.digits(7)}`,
        license_expiry: new Date(start + rng.int(60, 1000) * DAY_MS).toISOString().slice(0, 10),
        date_of_hire: hired.toISOString().slice(0, 10),
      },
    });
  });

  const qaAgents = centres.map((centre, i) => {
    const memberId = `QA-${padded(i + 1, 4)}`;
    return link(person(memberId, centre.address, joinedBefore()), 'QA/Collector', memberId, {
      locationIds: [centre.id],
    });
  });

  const officers = Array.from({ length: plan.officers }, (_, i) => {
    const memberId = `EXT-${padded(i + 1, 3)}`;
    return link(person(memberId, centres[i % centres.length].address, joinedBefore()), 'Extension Officer', memberId);
  });

  const farmers: FarmerTraits[] = [];
  for (let n = 0; n < plan.farmers; n++) {
    const memberId = `${plan.memberPrefix}-${padded(n + 1, 6)}`;
    // Farmers deliver to a centre near home: spread evenly, a centre has ~500.
    const centre = Math.min(centres.length - 1, Math.floor((n * centres.length) / plan.farmers));
    const roll = rng.next();
    const status = roll < 0.85 ? 'active' : roll < 0.95 ? 'pending' : 'inactive';
    // One active farmer in ten joined during the collection days; inactive ones stopped.
    let firstDay = 0;
    let lastDay = plan.days - 1;
    if (status === 'pending') firstDay = plan.days;
    else if (status === 'inactive') lastDay = rng.int(-1, plan.days - 2);
    else if (rng.chance(0.1)) firstDay = rng.int(1, plan.days - 1);
    const createdAt =
      firstDay > 0 ? new Date(start + (firstDay - 1) * DAY_MS + rng.int(0, 86_000) * 1000) : joinedBefore();
    const village = `${rng.pick(['Upper', 'Lower', 'Central', 'East', 'West'])} ${centres[centre].address}`;
    const p = person(memberId, village, createdAt);
    // A farmer's phone as SMS need it and the API stores it (issue 32): 2547XXXXXXXX.
    p.phone = p.phone.replace(/^\+/, '');
    const producer = link(p, 'Producer', memberId, {
      status,
      locationIds: [centres[centre].id],
      routeIds: [routes[centres[centre].route].id],
    });
    const morning = 0.6 + 0.38 * rng.next();
    const rejectRoll = rng.next();
    farmers.push({
      n,
      producerId: producer.id,
      centre,
      firstDay,
      lastDay,
      morning: round(morning, 4),
      evening: round(morning * (0.6 + 0.3 * rng.next()), 4),
      // Smallholders: most bring 3-12 L, a few big herds far more.
      litres: round(clamp(Math.exp(Math.log(6) + 0.55 * normal(rng)), 1, 90), 2),
      fat: round(3.2 + 1.6 * rng.next(), 2),
      protein: round(2.9 + 0.7 * rng.next(), 2),
      scc: Math.round(clamp(Math.exp(Math.log(180_000) + 0.6 * normal(rng)), 30_000, 1_500_000)),
      rejectRate: rejectRoll < 0.8 ? 0.01 : rejectRoll < 0.95 ? 0.04 : 0.12,
    });
  }

  // Last, so every draw before it (and the data made from them) is what it was without them.
  const finance = person('finance', centres[0].address, new Date(start - 1100 * DAY_MS));
  link(finance, 'admin', null);

  return { persons, links, farmers, drivers, qaAgents, officers, adminId: admin.id, financeId: finance.id };
}

/** Expected deliveries of the farmers over the collection days (to aim at --collections). */
export function expectedDeliveries(farmers: readonly FarmerTraits[], scale = 1): number {
  let total = 0;
  for (const f of farmers) {
    const days = Math.max(0, f.lastDay - f.firstDay + 1);
    total += days * (Math.min(1, f.morning * scale) + Math.min(1, f.evening * scale));
  }
  return total;
}
