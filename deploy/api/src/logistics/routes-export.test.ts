import { createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Route exports');
});
afterAll(() => t.close());

async function post(url: string, payload: Record<string, unknown>) {
  const response = await t.as(admin, { method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function driverOn(routeIds: string[], firstName: string, lastName: string) {
  const role = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
  const user = await post('/users', {
    username: `${firstName}-${lastName}`,
    email: `${firstName}.${lastName}.${Date.now()}@x.test`.toLowerCase(),
    password: 'placeholder-1',
    first_name: firstName,
    last_name: lastName,
  });
  return post('/user-roles', {
    user_id: user.id,
    role_id: role.id,
    member_id: `DRV-${firstName}`,
    route_ids: routeIds,
    organization_id: admin.orgId,
  });
}

const centre = (name: string) =>
  post('/locations', { name, type: 'collection_center', coordinates: { latitude: -1.1, longitude: 36.8 } });

describe('a route as Routes Management shows it', () => {
  it('carries its drivers, centre count, start times and latest trip status, in the list and in the CSV', async () => {
    // Saved before the organisation has a centre: the only time a route may have none.
    const bare = await post('/routes', { name: 'Exports Bare' });
    const [a, b] = [await centre('Ruiru CC'), await centre('Juja CC')];
    const route = await post('/routes', {
      name: 'Exports Road',
      location_ids: [a.id, b.id],
      start_times: { monday: ['14:00', '05:30'], saturday: ['05:30'] },
    });
    const zawadi = await driverOn([route.id], 'Zawadi', 'Kerubo');
    await driverOn([route.id, bare.id], 'Brian', 'Mwangi');
    expect(route).toMatchObject({
      driver_names: [],
      location_count: 2,
      start_time_list: ['05:30', '14:00'],
      latest_trip_status: null,
    });

    const trip = (start: string, status: string) =>
      post('/trips', {
        route_id: route.id,
        user_roles_ids: [zawadi.id],
        start_time: `${start}T05:30`,
        end_time: `${start}T08:00`,
        status,
      });
    await trip('2026-03-02', 'completed');
    await trip('2026-03-09', 'in_progress');
    await trip('2026-03-05', 'scheduled');

    const listed = (await t.as(admin, { method: 'GET', url: '/routes?q=Exports&sort=name' })).json().data;
    expect(
      listed.map(
        ({ name, driver_names, location_count, start_time_list, latest_trip_status }: Record<string, unknown>) => ({
          name,
          driver_names,
          location_count,
          start_time_list,
          latest_trip_status,
        }),
      ),
    ).toEqual([
      {
        name: 'Exports Bare',
        driver_names: ['Brian Mwangi'],
        location_count: 0,
        start_time_list: [],
        latest_trip_status: null,
      },
      // The trip that starts last decides, whatever order they were made in.
      {
        name: 'Exports Road',
        driver_names: ['Brian Mwangi', 'Zawadi Kerubo'],
        location_count: 2,
        start_time_list: ['05:30', '14:00'],
        latest_trip_status: 'in_progress',
      },
    ]);
    const one = (await t.as(admin, { method: 'GET', url: `/routes/${route.id}` })).json();
    expect(one).toMatchObject({ driver_names: ['Brian Mwangi', 'Zawadi Kerubo'], latest_trip_status: 'in_progress' });

    const columns =
      'name:Route Name,driver_names:Assigned Driver,location_count:Collection Centers,start_time_list:Start Time,latest_trip_status:Status';
    const csv = await t.as(admin, {
      method: 'GET',
      url: `/routes?format=csv&q=Exports&sort=name&columns=${encodeURIComponent(columns)}`,
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header.split(',').slice(0, 5)).toEqual([
      'Route Name',
      'Assigned Driver',
      'Collection Centers',
      'Start Time',
      'Status',
    ]);
    expect(rows.map((row) => row.split(',').slice(0, 5).join(','))).toEqual([
      'Exports Bare,Brian Mwangi,0,,',
      'Exports Road,Brian Mwangi; Zawadi Kerubo,2,05:30; 14:00,in_progress',
    ]);
  });
});
