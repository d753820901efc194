import { Prng } from '../seed/prng';
import { paymentMonths } from './load-organisation';
import { batchNumber, makeBatches, makeCentres, makeRoutes, makeTrips } from './logistics';
import { expectedDeliveries, makePeople } from './people';
import { addDays, nairobiDay, planOrganisations } from './plan';

const now = new Date('2026-03-02T09:00:00Z'); // noon in Nairobi

function generate(seed = 2026, farmers = 1200) {
  const [plan] = planOrganisations({ organizations: 1, farmers, days: 10, now });
  const rng = new Prng(seed);
  const centres = makeCentres(plan, rng);
  const routes = makeRoutes(plan, centres, rng);
  const people = makePeople(plan, centres, routes, rng);
  const trips = makeTrips(plan, routes, now, rng);
  return { plan, centres, routes, people, trips, batches: makeBatches(plan, centres, trips) };
}

it('sizes an organisation from its farmers: a centre per 500, a route per two centres', () => {
  const [plan, second] = planOrganisations({ organizations: 2, farmers: 100_000, days: 90, now });
  expect(plan).toMatchObject({ centres: 200, routes: 100, drivers: 110, qaAgents: 200, officers: 50, days: 90 });
  expect(plan).toMatchObject({ firstDay: '2025-12-02', today: '2026-03-02', adminEmail: 'admin@large1.maziwa.test' });
  expect(second.memberPrefix).not.toBe(plan.memberPrefix);
  expect(second.emailDomain).not.toBe(plan.emailDomain);
});

it('makes the same people, places and trips from the same seed', () => {
  const a = generate();
  const b = generate();
  expect(b).toEqual(a);
  expect(generate(7).people.persons[5]).not.toEqual(a.people.persons[5]);
});

it('makes farmers with unique member numbers and emails, each at a centre on a route', () => {
  const { people, centres, routes } = generate();
  const producers = people.links.filter((l) => l.role === 'Producer');
  expect(producers).toHaveLength(1200);
  expect(new Set(producers.map((l) => l.memberId)).size).toBe(1200);
  expect(producers[0].memberId).toBe('LG1-000001');
  expect(new Set(people.persons.map((p) => p.email)).size).toBe(people.persons.length);
  for (const link of producers) {
    const centre = centres.find((c) => c.id === link.locationIds[0])!;
    expect(link.routeIds).toEqual([routes[centre.route].id]);
  }
  // Most are active; pending farmers have not delivered yet.
  const active = producers.filter((l) => l.status === 'active').length / producers.length;
  expect(active).toBeGreaterThan(0.8);
  expect(active).toBeLessThan(0.9);
  const pending = people.farmers.filter((f, i) => producers[i].status === 'pending');
  expect(pending.every((f) => f.firstDay > f.lastDay)).toBe(true);
});

it('expects about 1.2 deliveries per farmer and day, and scales attendance towards a target', () => {
  const { people } = generate();
  const natural = expectedDeliveries(people.farmers);
  expect(natural / (1200 * 10)).toBeGreaterThan(1.05);
  expect(natural / (1200 * 10)).toBeLessThan(1.3);
  expect(expectedDeliveries(people.farmers, 0.5)).toBeCloseTo(natural / 2, 0);
});

it('runs every route twice a day and hands each centre batch to its route trip', () => {
  const { plan, routes, trips, batches, centres } = generate();
  expect(trips).toHaveLength(routes.length * (plan.days + 2) * 2);
  expect(batches).toHaveLength(centres.length * plan.days * 2);
  const byId = new Map(trips.map((t) => [t.id, t]));
  for (const b of batches) {
    const trip = byId.get(b.tripId)!;
    expect([trip.route, trip.day, trip.shift]).toEqual([centres[b.centre].route, b.day, b.shift]);
  }
  // Past trips are done, tomorrow's are planned.
  expect(trips.filter((t) => t.day < plan.days).every((t) => t.status === 'completed')).toBe(true);
  expect(trips.filter((t) => t.day === plan.days + 1).every((t) => t.status === 'scheduled')).toBe(true);
  expect(new Set(batches.map((b) => `${b.centre}/${b.batchNumber}`)).size).toBe(batches.length);
});

it('numbers batches as the console does', () => {
  expect(batchNumber('Githunguri Collection Centre 2', '2026-03-02', 'morning')).toBe('GIT-260302-M');
  expect(batchNumber('Ol Kalou', '2026-12-31', 'evening')).toBe('OLK-261231-E');
});

it('pays the last three closed months that hold collection days', () => {
  expect(paymentMonths({ firstDay: '2025-12-02', today: '2026-03-02' })).toEqual([
    { n: 0, period_start: '2026-02-01', period_end: '2026-02-28', due_date: '2026-03-10', latest: true },
    { n: 1, period_start: '2026-01-01', period_end: '2026-01-31', due_date: '2026-02-10', latest: false },
    { n: 2, period_start: '2025-12-01', period_end: '2025-12-31', due_date: '2026-01-10', latest: false },
  ]);
  expect(paymentMonths({ firstDay: '2026-02-20', today: '2026-03-02' }).map((m) => m.period_start)).toEqual([
    '2026-02-01',
  ]);
  expect(paymentMonths({ firstDay: '2026-03-01', today: '2026-03-02' })).toEqual([]);
});

it('counts days in Nairobi', () => {
  expect(nairobiDay(new Date('2026-03-01T21:30:00Z'))).toBe('2026-03-02');
  expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
});
