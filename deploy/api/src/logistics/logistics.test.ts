import { createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Logistics');
});
afterAll(() => t.close());

const centre = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  address: `${name} market, Kiambu`,
  type: 'collection_center',
  organization_id: admin.orgId,
  coordinates: { latitude: -1.05, longitude: 36.78 },
  capacity: 4000,
  is_active: true,
  ...extra,
});

async function createCentre(name: string, extra: Record<string, unknown> = {}) {
  const response = await t.as(admin, { method: 'POST', url: '/locations', payload: centre(name, extra) });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** A route at one centre: an organisation with centres saves no route without one. */
async function newRoute(name: string) {
  const stop = await createCentre(`${name} centre`);
  const response = await t.as(admin, { method: 'POST', url: '/routes', payload: { name, location_ids: [stop.id] } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('/locations', () => {
  it('creates a collection centre and filters by type', async () => {
    const made = await createCentre('Githunguri');
    expect(made).toMatchObject({
      name: 'Githunguri',
      coordinates: { latitude: -1.05, longitude: 36.78 },
      capacity: 4000,
      is_active: true,
    });
    await createCentre('Cooling plant', { type: 'cooling_plant' });
    const centres = (await t.as(admin, { method: 'GET', url: '/locations?filter=type:collection_center' })).json();
    expect(centres.data.map((l: { name: string }) => l.name)).toEqual(['Githunguri']);
  });

  it('applies the defaults of the form (capacity 0, active, collection centre)', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/locations',
      payload: { name: 'Bare', coordinates: { latitude: 0, longitude: 0 } },
    });
    expect(response.json()).toMatchObject({
      type: 'collection_center',
      capacity: 0,
      is_active: true,
      address: '',
      organization_id: admin.orgId,
    });
  });

  it('checks coordinates and capacity', async () => {
    const lat = await t.as(admin, {
      method: 'POST',
      url: '/locations',
      payload: centre('X', { coordinates: { latitude: 91, longitude: 0 } }),
    });
    expect(lat.json()).toMatchObject({ statusCode: 400, fields: { 'coordinates.latitude': 'must be <= 90' } });
    const capacity = await t.as(admin, { method: 'POST', url: '/locations', payload: centre('X', { capacity: -5 }) });
    expect(capacity.json().fields).toEqual({ capacity: 'must be >= 0' });
    const missing = await t.as(admin, { method: 'POST', url: '/locations', payload: { name: 'X' } });
    expect(missing.json().fields).toEqual({ coordinates: 'is required' });
  });

  it('updates and deletes, removing the centre from routes', async () => {
    const a = await createCentre('Limuru');
    const b = await createCentre('Kikuyu');
    const route = (
      await t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'West', location_ids: [a.id, b.id] } })
    ).json();
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/locations/${a.id}`,
      payload: { capacity: 6500, is_active: false },
    });
    expect(updated.json()).toMatchObject({ capacity: 6500, is_active: false, name: 'Limuru' });
    expect((await t.as(admin, { method: 'DELETE', url: `/locations/${a.id}` })).statusCode).toBe(204);
    const after = await t.as(admin, { method: 'GET', url: `/routes/${route.id}` });
    expect(after.json().location_ids).toEqual([b.id]);
  });
});

describe('/routes', () => {
  it('creates a route as the add-route screen does and lists it with its centres', async () => {
    const a = await createCentre('Ruiru');
    const b = await createCentre('Juja');
    const response = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: {
        name: 'Thika Road',
        location_ids: [b.id, a.id],
        organization_id: admin.orgId,
        distance: 42.5,
        estimated_time: 90,
        start_times: { monday: ['15:30', '05:30'], friday: ['06:00'] },
      },
    });
    expect(response.statusCode).toBe(201);
    const route = response.json();
    expect(route).toMatchObject({
      name: 'Thika Road',
      location_ids: [b.id, a.id],
      distance: 42.5,
      estimated_time: 90,
      start_times: { monday: ['05:30', '15:30'], friday: ['06:00'] },
    });
    const listed = (
      await t.as(admin, {
        method: 'GET',
        url: `/routes?populate=locations&org_id=${admin.orgId}&filter=name:Thika Road`,
      })
    ).json();
    expect(listed.data[0].locations.map((l: { name: string }) => l.name)).toEqual(['Juja', 'Ruiru']);
    const containing = (await t.as(admin, { method: 'GET', url: `/routes?filter=location_ids:${a.id}` })).json();
    expect(containing.data.map((r: { name: string }) => r.name)).toEqual(['Thika Road']);
  });

  it('defaults distance and estimated_time to 0', async () => {
    const stop = await createCentre('Defaults');
    const response = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'Empty', location_ids: [stop.id] },
    });
    expect(response.json()).toMatchObject({ distance: 0, estimated_time: 0, start_times: {} });
  });

  it('asks for a collection centre, as the form does, unless the organisation has none yet', async () => {
    const fresh = await t.registerAccount('No centres yet');
    const first = await t.as(fresh, { method: 'POST', url: '/routes', payload: { name: 'First loop' } });
    expect(first.statusCode).toBe(201);
    expect(first.json().location_ids).toEqual([]);

    const made = await t.as(fresh, {
      method: 'POST',
      url: '/locations',
      payload: { name: 'First centre', coordinates: { latitude: -1, longitude: 36.8 } },
    });
    expect(made.statusCode).toBe(201);
    const refused = await t.as(fresh, { method: 'POST', url: '/routes', payload: { name: 'Second loop' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { location_ids: 'must name at least one collection centre' } });

    // The route saved before the centre existed keeps its name changes; emptying a route does not.
    const renamed = await t.as(fresh, {
      method: 'PUT',
      url: `/routes/${first.json().id}`,
      payload: { name: 'First loop (north)' },
    });
    expect(renamed.statusCode).toBe(200);
    const withCentre = await t.as(fresh, {
      method: 'PUT',
      url: `/routes/${first.json().id}`,
      payload: { location_ids: [made.json().id] },
    });
    expect(withCentre.json().location_ids).toEqual([made.json().id]);
    const emptied = await t.as(fresh, {
      method: 'PUT',
      url: `/routes/${first.json().id}`,
      payload: { location_ids: [] },
    });
    expect(emptied.json()).toMatchObject({
      statusCode: 400,
      fields: { location_ids: 'must name at least one collection centre' },
    });
  });

  it('refuses a centre twice, unknown centres and bad times', async () => {
    const a = await createCentre('Kiambu');
    const twice = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'R', location_ids: [a.id, a.id] },
    });
    expect(twice.json()).toMatchObject({ statusCode: 400, fields: { location_ids: 'must not contain duplicates' } });
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'R', location_ids: ['00000000-0000-4000-8000-000000000001'] },
    });
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      fields: { location_ids: 'must be locations of this organisation' },
    });
    const time = await t.as(admin, {
      method: 'POST',
      url: '/routes',
      payload: { name: 'R', start_times: { monday: ['25:00'] } },
    });
    expect(time.json()).toMatchObject({
      statusCode: 400,
      fields: { 'start_times.monday.0': 'must be a time as HH:mm' },
    });
    const distance = await t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'R', distance: -1 } });
    expect(distance.json().fields).toEqual({ distance: 'must be >= 0' });
  });

  it('sorts by distance', async () => {
    const sorted = (await t.as(admin, { method: 'GET', url: '/routes?sort=-distance' }))
      .json()
      .data.map((r: { distance: number }) => r.distance);
    expect(sorted).toEqual([...sorted].sort((x, y) => y - x));
  });
});

describe('/trips', () => {
  async function crew() {
    const driverRole = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
    const user = (
      await t.as(admin, {
        method: 'POST',
        url: '/users',
        payload: {
          username: 'Trip-Driver',
          email: `trip.driver.${Date.now()}@x.test`,
          password: 'placeholder-1',
          first_name: 'Trip',
        },
      })
    ).json();
    const link = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        user_id: user.id,
        role_id: driverRole.id,
        member_id: `DRV-T${Date.now()}`,
        organization_id: admin.orgId,
      },
    });
    return link.json();
  }

  it('creates a trip from the add-trip form (datetime-local values) and reads it with populate', async () => {
    const link = await crew();
    const route = await newRoute('Trip route');
    const response = await t.as(admin, {
      method: 'POST',
      url: '/trips',
      payload: {
        user_roles_ids: [link.id],
        organization_id: admin.orgId,
        route_id: route.id,
        start_time: '2026-03-02T05:30',
        end_time: '2026-03-02T08:00',
        status: 'scheduled',
      },
    });
    expect(response.statusCode).toBe(201);
    const trip = response.json();
    // Naive times are Kenyan (UTC+3).
    expect(trip).toMatchObject({
      start_time: '2026-03-02T02:30:00.000Z',
      end_time: '2026-03-02T05:00:00.000Z',
      status: 'scheduled',
    });

    const listed = (
      await t.as(admin, { method: 'GET', url: '/trips?populate=route,user_roles&filter=status:scheduled' })
    ).json();
    expect(listed.data[0]).toMatchObject({ id: trip.id, route: { name: 'Trip route' }, user_roles: [{ id: link.id }] });

    const moved = await t.as(admin, { method: 'PUT', url: `/trips/${trip.id}`, payload: { status: 'in_progress' } });
    expect(moved.json()).toMatchObject({ status: 'in_progress', start_time: trip.start_time });

    const routeInUse = await t.as(admin, { method: 'DELETE', url: `/routes/${route.id}` });
    expect(routeInUse.statusCode).toBe(409);

    expect((await t.as(admin, { method: 'DELETE', url: `/trips/${trip.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'DELETE', url: `/routes/${route.id}` })).statusCode).toBe(204);
  });

  it('checks status, times and references', async () => {
    const link = await crew();
    const route = await newRoute('Checks');
    const base = {
      user_roles_ids: [link.id],
      route_id: route.id,
      start_time: '2026-03-02T05:30',
      end_time: '2026-03-02T08:00',
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ status: 'delayed' }, 'status', 'must be one of: scheduled, in_progress, completed'],
      [{ end_time: '2026-03-02T04:00' }, 'end_time', 'must not be before start_time'],
      [
        { start_time: 'tomorrow' },
        'start_time',
        'must be a date-time such as 2026-03-01T08:00 (years 1900-2100, zone within ±14:00)',
      ],
      [{ user_roles_ids: [] }, 'user_roles_ids', 'must contain at least 1 item'],
      [{ route_id: '00000000-0000-4000-8000-000000000002' }, 'route_id', 'is not a route of this organisation'],
      [
        { user_roles_ids: ['00000000-0000-4000-8000-000000000003'] },
        'user_roles_ids',
        'must be user roles of this organisation',
      ],
      [{ start_time: '2026-02-31T05:00' }, 'start_time', ''],
    ];
    for (const [change, field, problem] of cases) {
      const response = await t.as(admin, { method: 'POST', url: '/trips', payload: { ...base, ...change } });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      if (problem) expect(response.json().fields).toEqual({ [field]: problem });
    }
  });

  it('keeps the trips of from..to and of a status, as the filter bar asks, and names bad values', async () => {
    const link = await crew();
    const route = await newRoute('Period route');
    const trip = (start: string, status: string) =>
      t.as(admin, {
        method: 'POST',
        url: '/trips',
        payload: {
          user_roles_ids: [link.id],
          route_id: route.id,
          start_time: start,
          end_time: start.replace('T05', 'T09'),
          status,
        },
      });
    for (const [start, status] of [
      ['2026-04-01T05:30', 'completed'],
      ['2026-04-02T05:30', 'scheduled'],
      ['2026-04-03T05:30', 'completed'],
    ]) {
      expect((await trip(start, status)).statusCode).toBe(201);
    }
    const list = async (query: string) =>
      (await t.as(admin, { method: 'GET', url: `/trips?filter=route_id:${route.id}&sort=start_time&${query}` })).json();
    const days = (page: { data: Array<{ start_time: string }> }) => page.data.map((r) => r.start_time.slice(0, 10));
    // 05:30 in Nairobi is 02:30 UTC: the same calendar day.
    expect(days(await list('from=2026-04-02&to=2026-04-03'))).toEqual(['2026-04-02', '2026-04-03']);
    expect(days(await list('from=2026-04-02&to=2026-04-03&status=completed'))).toEqual(['2026-04-03']);
    expect((await list('to=2026-04-01')).total).toBe(1);
    expect((await list('status=in_progress')).total).toBe(0);

    const bad = await t.as(admin, { method: 'GET', url: '/trips?from=2026-04-03&to=2026-04-01' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['to']);
    const badDay = await t.as(admin, { method: 'GET', url: '/trips?from=yesterday' });
    expect(badDay.statusCode).toBe(400);
    expect(Object.keys(badDay.json().fields)).toEqual(['from']);
  });
});
