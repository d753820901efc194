import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Collection schedule, driver tracking and pickup management on data made through the API.
let t: TestApp;
let farm: Farm;
let laterTripId: string;

const post = (url: string, payload: object) => t.as(farm.account, { method: 'POST', url, payload });
const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Logi', 4);
  // The fixture's trip (2 March, completed) carries four deliveries, one rejected.
  for (const [producer, litres, status] of [
    [0, 10.5, 'accepted'],
    [1, 7.25, 'accepted'],
    [2, 12, 'accepted'],
    [3, 4, 'rejected'],
  ] as const) {
    expectStatus(await post('/collections', delivery(farm, producer, { quantity_litres: litres, status })), 201);
  }
  // A trip long due but never started, and one far ahead.
  laterTripId = expectStatus(
    await post('/trips', {
      route_id: farm.routeId,
      user_roles_ids: [farm.qaAgentId, farm.driverId],
      start_time: '2099-01-01T08:00',
      end_time: '2099-01-01T10:00',
    }),
    201,
  ).id;
  expectStatus(
    await post('/trips', {
      route_id: farm.routeId,
      user_roles_ids: [farm.driverId],
      start_time: '2026-01-05T08:00',
      end_time: '2026-01-05T10:00',
    }),
    201,
  );
  // The first centre handed its batch over to the trip.
  expectStatus(
    await post('/consolidations', {
      location_id: farm.centres[0].id,
      trip_id: farm.tripId,
      consolidated_at: '2026-03-02T08:20:00+03:00',
      batch_number: 'LOG-260302-M',
      total_weight_kg: 26.5,
      rejected_weight_kg: 4,
      farmers_processed: 3,
      qa_agent_ids: [farm.qaAgentId],
    }),
    201,
  );
});
afterAll(() => t.close());

describe('/reports/collection-schedule', () => {
  it('shows each trip with its route, first driver, centres and accepted litres', async () => {
    const page = await get('/reports/collection-schedule?sort=pick_start_time');
    expect(page.total).toBe(3);
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        route_name: 'Logi Loop',
        driver_name: 'Kamau Driver',
        pick_start_time: '2026-01-05T05:00:00.000Z',
        collection_centers: ['Logi Githunguri', 'Logi Limuru'],
        litres_collected: 0,
        pickup_status: 'delayed',
      },
      {
        id: farm.tripId,
        route_name: 'Logi Loop',
        driver_name: 'Kamau Driver',
        pick_start_time: '2026-03-02T05:00:00.000Z',
        collection_centers: ['Logi Githunguri', 'Logi Limuru'],
        // 10.5 + 7.25 + 12: the rejected 4 L stayed at the centre.
        litres_collected: 29.75,
        pickup_status: 'completed',
      },
      {
        id: laterTripId,
        route_name: 'Logi Loop',
        driver_name: 'Kamau Driver',
        pick_start_time: '2099-01-01T05:00:00.000Z',
        collection_centers: ['Logi Githunguri', 'Logi Limuru'],
        litres_collected: 0,
        pickup_status: 'scheduled',
      },
    ]);
  });

  it('filters by pickup status and by the days of the start', async () => {
    expect(
      (await get('/reports/collection-schedule?status=delayed')).data.map(
        (r: { pickup_status: string }) => r.pickup_status,
      ),
    ).toEqual(['delayed']);
    expect((await get('/reports/collection-schedule?status=scheduled')).total).toBe(1);
    expect(
      (await get('/reports/collection-schedule?from=2026-03-02&to=2026-03-02')).data.map((r: { id: string }) => r.id),
    ).toEqual([farm.tripId]);
    expect((await get('/reports/collection-schedule?from=2026-03-03')).total).toBe(1);
    expect((await get('/reports/collection-schedule?sort=-litres_collected&limit=1')).data[0].id).toBe(farm.tripId);
    expect((await get('/reports/collection-schedule?q=kamau')).total).toBe(3);
  });
});

describe('/reports/driver-tracking', () => {
  it("follows the driver's latest started trip: route, handovers, next centre, cans", async () => {
    const page = await get('/reports/driver-tracking');
    expect(page.data).toEqual([
      {
        id: farm.driverId,
        driver_name: 'Kamau Driver',
        data_source: 'milk_analyzer',
        current_route: 'Logi Loop',
        status: 'completed',
        last_update: '2026-03-02T05:20:00.000Z',
        next_collection_center: null,
        // 22.5 kg handed over: one 50 L can.
        milk_cans_collected: 1,
        phone: null,
        trip_id: farm.tripId,
      },
    ]);
  });

  it('names the next centre of an open trip and shows idle drivers', async () => {
    await t.as(farm.account, { method: 'PUT', url: `/trips/${farm.tripId}`, payload: { status: 'in_progress' } });
    const rows = (await get('/reports/driver-tracking?status=in_progress')).data;
    expect(rows).toEqual([expect.objectContaining({ status: 'in_progress', next_collection_center: 'Logi Limuru' })]);
    await t.as(farm.account, { method: 'PUT', url: `/trips/${farm.tripId}`, payload: { status: 'completed' } });

    const role = (await get('/roles?filter=name:Driver')).data[0].id;
    expectStatus(
      await post('/user-roles', {
        role_id: role,
        member_id: 'DRV-002',
        user: {
          username: 'Idle-Otieno',
          first_name: 'Idle',
          last_name: 'Otieno',
          email: 'idle.otieno@example.test',
          password: 'placeholder-1',
          contact_info: { phone: '+254 712 345 678' },
        },
      }),
      201,
    );
    const idle = (await get('/reports/driver-tracking?status=idle')).data;
    expect(idle).toEqual([
      {
        id: expect.any(String),
        driver_name: 'Idle Otieno',
        data_source: 'mobile_app',
        current_route: null,
        status: 'idle',
        last_update: null,
        next_collection_center: null,
        milk_cans_collected: 0,
        phone: '+254 712 345 678',
        trip_id: null,
      },
    ]);
  });
});

describe('/reports/pickup-management', () => {
  it('shows each handover with its centre, weights, QA agents and farmers', async () => {
    const page = await get('/reports/pickup-management');
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        date: '2026-03-02',
        shift: 'morning',
        center_name: 'Logi Githunguri',
        total_weight: 26.5,
        qa_agents: ['Wanjiru Tester'],
        farmers_processed: 3,
        handed_over_weight: 22.5,
        rejected_weight: 4,
      },
    ]);
    expect((await get('/reports/pickup-management?from=2026-03-03')).total).toBe(0);
    expect((await get('/reports/pickup-management?q=limuru')).total).toBe(0);
  });

  it("dates each handover and names its shift in the organisation's zone, and narrows to a day", async () => {
    // 01:30 in Nairobi on 3 March is still 2 March, evening, in UTC: the organisation's clock decides.
    expectStatus(
      await post('/consolidations', {
        location_id: farm.centres[1].id,
        consolidated_at: '2026-03-03T01:30:00+03:00',
        batch_number: 'LOG-260303-M',
        total_weight_kg: 12,
        farmers_processed: 1,
      }),
      201,
    );
    expectStatus(
      await post('/consolidations', {
        location_id: farm.centres[1].id,
        consolidated_at: '2026-03-02T17:40:00+03:00',
        batch_number: 'LOG-260302-E',
        total_weight_kg: 8,
        farmers_processed: 1,
      }),
      201,
    );
    const rows = (page: Record<string, any>) =>
      (page.data as { date: string; shift: string; total_weight: number }[]).map((row) => [
        row.date,
        row.shift,
        row.total_weight,
      ]);

    expect(rows(await get('/reports/pickup-management'))).toEqual([
      ['2026-03-03', 'morning', 12],
      ['2026-03-02', 'evening', 8],
      ['2026-03-02', 'morning', 26.5],
    ]);
    expect(rows(await get('/reports/pickup-management?from=2026-03-03&to=2026-03-03'))).toEqual([
      ['2026-03-03', 'morning', 12],
    ]);
    expect(rows(await get('/reports/pickup-management?from=2026-03-02&to=2026-03-02&sort=shift,date'))).toEqual([
      ['2026-03-02', 'evening', 8],
      ['2026-03-02', 'morning', 26.5],
    ]);
  });
});
