import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let farm: Farm;
/** A second driver, to see a crew of two named in its order. */
let secondDriverId: string;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Exports');
  const driverRole = (await t.as(farm.account, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0].id;
  const link = await t.as(farm.account, {
    method: 'POST',
    url: '/user-roles',
    payload: {
      role_id: driverRole,
      member_id: 'DRV-002',
      user: {
        username: 'Achieng-Otieno',
        first_name: 'Achieng',
        last_name: 'Otieno',
        email: 'achieng.exports@example.test',
        password: 'placeholder-1',
      },
    },
  });
  secondDriverId = expectStatus(link, 201).id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (days: number, hour = 6) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

async function createTrip(payload: Record<string, unknown>) {
  const response = await t.as(farm.account, {
    method: 'POST',
    url: '/trips',
    payload: { route_id: farm.routeId, user_roles_ids: [farm.driverId], status: 'scheduled', ...payload },
  });
  return expectStatus(response, 201);
}

const put = (id: string, payload: Record<string, unknown>) =>
  t.as(farm.account, { method: 'PUT', url: `/trips/${id}`, payload });

describe('trips', () => {
  it("name their route and their crew's drivers (QA agents left out), in the JSON and in the CSV", async () => {
    const trip = await createTrip({
      user_roles_ids: [secondDriverId, farm.qaAgentId, farm.driverId],
      start_time: '2026-05-04T05:30:00+03:00',
      end_time: '2026-05-04T09:00:00+03:00',
    });
    expect(trip).toMatchObject({ route_name: 'Exports Loop', driver_names: ['Achieng Otieno', 'Kamau Driver'] });

    const csv = await t.as(farm.account, {
      method: 'GET',
      url: `/trips?format=csv&filter=id:${trip.id}&columns=route_name:Route,driver_names:Drivers,start_time:Start,end_time:End,status:Status`,
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header.split(',').slice(0, 5)).toEqual(['Route', 'Drivers', 'Start', 'End', 'Status']);
    expect(
      row.startsWith('Exports Loop,Achieng Otieno; Kamau Driver,04/05/2026 05:30,04/05/2026 09:00,scheduled,'),
    ).toBe(true);
  });

  it('refuses moving a scheduled trip to start in the past, naming start_time', async () => {
    const trip = await createTrip({ start_time: inDays(2), end_time: inDays(2, 9) });
    const refused = await put(trip.id, { start_time: inDays(-1), end_time: inDays(-1, 9) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ start_time: 'must not be in the past for a scheduled trip' });
    expect((await t.as(farm.account, { method: 'GET', url: `/trips/${trip.id}` })).json().start_time).toBe(
      trip.start_time,
    );

    const later = expectStatus(await put(trip.id, { start_time: inDays(3), end_time: inDays(3, 9) }), 200);
    expect(later.start_time).toBe(inDays(3));
  });

  it('lets trips that ran keep past times, and a late trip change its crew or keep its start', async () => {
    // The fixture's trip was completed on 2 March 2026.
    expectStatus(await put(farm.tripId, { start_time: '2026-03-02T07:30:00+03:00' }), 200);
    const late = await createTrip({ start_time: inDays(-2), end_time: inDays(-2, 9) });
    expectStatus(await put(late.id, { user_roles_ids: [secondDriverId] }), 200);
    expectStatus(await put(late.id, { start_time: late.start_time, end_time: inDays(-2, 10) }), 200);
    // Moved into the past and marked as run in the same change: a record of what happened.
    expectStatus(await put(late.id, { start_time: inDays(-3), end_time: inDays(-3, 9), status: 'completed' }), 200);
  });
});

describe('supplies', () => {
  it("carry the farmer's name and the items as text, in the JSON and in the CSV", async () => {
    const [farmer] = farm.producers;
    const response = await t.as(farm.account, {
      method: 'POST',
      url: '/supplies',
      payload: {
        producer_id: farmer.id,
        supply_items: [
          { item: 'Dairy meal 70 kg', quantity: 2 },
          { item: 'Mineral lick', quantity: 1 },
          { item: 'Napier splits', quantity: 2.5 },
        ],
        total_cost: 7400,
        timestamp: '2026-05-05T10:00:00+03:00',
        supplier_details: { name: 'Unga Farm Care', phone: '+254709861000' },
      },
    });
    const supply = expectStatus(response, 201);
    const items = 'Dairy meal 70 kg × 2, Mineral lick × 1, Napier splits × 2.5';
    expect(supply).toMatchObject({ farmer_name: farmer.name, items, status: 'ordered', supply_category: 'seeds' });

    const csv = await t.as(farm.account, {
      method: 'GET',
      url: `/supplies?format=csv&filter=id:${supply.id}&columns=timestamp:Date,farmer_name:Farmer,items:Items,supply_category:Category,total_cost:Total Cost (Ksh),status:Status`,
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header.split(',').slice(0, 6)).toEqual([
      'Date',
      'Farmer',
      'Items',
      'Category',
      'Total Cost (Ksh)',
      'Status',
    ]);
    expect(row.startsWith(`05/05/2026 10:00,${farmer.name},"${items}",seeds,7400,ordered,`)).toBe(true);
  });

  it("are found by the farmer's name or member number", async () => {
    const [, second, third] = farm.producers;
    const give = async (producerId: string, item: string) =>
      expectStatus(
        await t.as(farm.account, {
          method: 'POST',
          url: '/supplies',
          payload: { producer_id: producerId, supply_items: [{ item, quantity: 1 }], total_cost: 500 },
        }),
        201,
      ).id as string;
    const forSecond = await give(second.id, 'Acaricide 100 ml');
    const forThird = await give(third.id, 'Calf pellets');
    const found = async (q: string) =>
      expectStatus(
        await t.as(farm.account, { method: 'GET', url: `/supplies?q=${encodeURIComponent(q)}` }),
        200,
      ).data.map((supply: { id: string }) => supply.id);

    // Part of the name, in any case: the supply given to that farmer, no other.
    expect(await found(second.name.split(' ')[1].toLowerCase())).toEqual([forSecond]);
    expect(await found(third.member)).toEqual([forThird]);
    // What the search covered before still counts: items.
    expect(await found('calf pellets')).toEqual([forThird]);
  });
});
