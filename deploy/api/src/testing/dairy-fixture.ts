import type { LightMyRequestResponse } from 'fastify';
import type { Account, TestApp } from './test-app';

/** A small cooperative made through the API, as the console makes one. */
export interface Farm {
  account: Account;
  centres: Array<{ id: string; name: string }>;
  routeId: string;
  driverId: string;
  qaAgentId: string;
  /** Producer links, member numbers F-001... */
  producers: Array<{ id: string; name: string; member: string }>;
  tripId: string;
}

/** The JSON body, after checking the status (a failure shows the body). */
export function expectStatus(response: LightMyRequestResponse, status: number): Record<string, any> {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response.body ? response.json() : {};
}

export async function createFarm(t: TestApp, label: string, producerCount = 3): Promise<Farm> {
  const account = await t.registerAccount(label);
  const post = async (url: string, payload: object) =>
    expectStatus(await t.as(account, { method: 'POST', url, payload }), 201);
  const role = async (name: string) =>
    (await t.as(account, { method: 'GET', url: `/roles?filter=name:${name}` })).json().data[0].id as string;
  const [producerRole, driverRole, qaRole] = [await role('Producer'), await role('Driver'), await role('QA/Collector')];
  const slug = label.toLowerCase().replace(/\W+/g, '-');

  const centres = [];
  for (const name of [`${label} Githunguri`, `${label} Limuru`]) {
    const made = await post('/locations', {
      name,
      address: `${name} market`,
      coordinates: { latitude: -1.06, longitude: 36.78 },
    });
    centres.push({ id: made.id, name });
  }
  const route = await post('/routes', { name: `${label} Loop`, location_ids: centres.map((c) => c.id), distance: 30 });
  const person = async (roleId: string, first: string, last: string, member: string, extra: object = {}) =>
    (
      await post('/user-roles', {
        role_id: roleId,
        member_id: member,
        user: {
          username: `${first}-${last}`,
          first_name: first,
          last_name: last,
          email: `${first}.${last}.${slug}@example.test`.toLowerCase(),
          password: 'placeholder-1',
        },
        ...extra,
      })
    ).id;
  const driverId = await person(driverRole, 'Kamau', 'Driver', 'DRV-001', { route_ids: [route.id] });
  const qaAgentId = await person(qaRole, 'Wanjiru', 'Tester', 'QA-001', { location_ids: [centres[0].id] });
  const names = ['Akinyi Otieno', 'Kiprono Koech', 'Njeri Mwangi', 'Wekesa Barasa', 'Mutua Musyoka'];
  const producers = [];
  for (let i = 0; i < producerCount; i++) {
    const [first, last] = names[i % names.length].split(' ');
    const member = `F-${String(i + 1).padStart(3, '0')}`;
    const id = await person(producerRole, first, `${last}${i >= names.length ? i : ''}`, member, {
      location_ids: [centres[i % 2].id],
    });
    producers.push({ id, name: `${first} ${last}${i >= names.length ? i : ''}`, member });
  }
  const trip = await post('/trips', {
    route_id: route.id,
    user_roles_ids: [driverId, qaAgentId],
    start_time: '2026-03-02T08:00:00+03:00',
    end_time: '2026-03-02T11:00:00+03:00',
    status: 'completed',
  });
  return { account, centres, routeId: route.id, driverId, qaAgentId, producers, tripId: trip.id };
}

/**
 * A delivery with sensible readings; `extra` overrides. A rejected one carries a reason (POST
 * /collections needs one with status rejected) unless `extra` names its own (undefined: none).
 */
export function delivery(farm: Farm, producer: number, extra: Record<string, unknown> = {}) {
  return {
    ...(extra.status === 'rejected' && !('rejection_reason' in extra) ? { rejection_reason: 'sediment' } : {}),
    producer_id: farm.producers[producer].id,
    location_id: farm.centres[producer % 2].id,
    trip_id: farm.tripId,
    quantity_litres: 12.5,
    fat_pct: 3.8,
    protein_pct: 3.2,
    scc: 180_000,
    collected_at: '2026-03-02T06:30:00+03:00',
    data_source: 'milk_analyzer',
    ...extra,
  };
}
