import { createTestApp, type Account, type TestApp } from '../testing/test-app';

// Organisation A must never read, list, change or delete organisation B's rows.
let t: TestApp;
let a: Account;
let b: Account;
const rowsOfB: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  a = await t.registerAccount('Alpha');
  b = await t.registerAccount('Beta');

  const post = async (url: string, payload: object) => {
    const response = await t.as(b, { method: 'POST', url, payload });
    if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
    return response.json().id as string;
  };
  rowsOfB.locations = await post('/locations', {
    name: 'Beta centre',
    coordinates: { latitude: -0.3, longitude: 36.1 },
  });
  rowsOfB.routes = await post('/routes', { name: 'Beta route', location_ids: [rowsOfB.locations] });
  rowsOfB.users = await post('/users', {
    username: 'beta-driver',
    email: 'driver@beta.test',
    password: 'placeholder-1',
  });
  rowsOfB.roles = await post('/roles', { name: 'Beta only' });
  const driverRole = (await t.as(b, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0].id;
  rowsOfB['user-roles'] = await post('/user-roles', { user_id: rowsOfB.users, role_id: driverRole, member_id: 'B-1' });
  rowsOfB.trips = await post('/trips', {
    route_id: rowsOfB.routes,
    user_roles_ids: [rowsOfB['user-roles']],
    start_time: '2026-03-01T05:00',
    end_time: '2026-03-01T07:00',
  });
  rowsOfB.permissions = await post('/permissions', { name: 'beta:secret', resource: 'beta', action: 'secret' });
});
afterAll(() => t.close());

const RESOURCES = ['locations', 'routes', 'users', 'roles', 'user-roles', 'trips', 'permissions'];

describe.each(RESOURCES)('%s of another organisation', (resource) => {
  it('are not listed', async () => {
    const response = await t.as(a, { method: 'GET', url: `/${resource}?limit=1000` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { id: string }) => row.id)).not.toContain(rowsOfB[resource]);
    const searched = await t.as(a, { method: 'GET', url: `/${resource}?q=beta&limit=1000` });
    expect(searched.json().data.map((row: { id: string }) => row.id)).not.toContain(rowsOfB[resource]);
  });

  it('answer 404 to get, update and delete', async () => {
    const url = `/${resource}/${rowsOfB[resource]}`;
    expect((await t.as(a, { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(a, { method: 'PUT', url, payload: {} })).statusCode).toBe(404);
    expect((await t.as(a, { method: 'DELETE', url })).statusCode).toBe(404);
    // Still there for its owner.
    expect((await t.as(b, { method: 'GET', url })).statusCode).toBe(200);
  });

  it('answer 403 when listing with the other organisation as org_id', async () => {
    const response = await t.as(a, { method: 'GET', url: `/${resource}?org_id=${b.orgId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Not a member of this organisation',
    });
  });
});

it('refuses to create rows in an organisation you do not belong to', async () => {
  const cases: Array<[string, object]> = [
    ['/locations', { name: 'X', organization_id: b.orgId, coordinates: { latitude: 0, longitude: 0 } }],
    ['/routes', { name: 'X', organization_id: b.orgId }],
    ['/roles', { name: 'X', organization_id: b.orgId }],
    ['/permissions', { name: 'x:y', resource: 'x', action: 'y', organization_id: b.orgId }],
    ['/users', { username: 'x', email: 'x@alpha.test', password: 'placeholder-1', organization_ids: [b.orgId] }],
  ];
  for (const [url, payload] of cases) {
    const response = await t.as(a, { method: 'POST', url, payload });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
  }
});

it("refuses to link another organisation's rows", async () => {
  const route = await t.as(a, {
    method: 'POST',
    url: '/routes',
    payload: { name: 'Alpha', location_ids: [rowsOfB.locations] },
  });
  expect(route.statusCode).toBe(400);
  const link = await t.as(a, {
    method: 'POST',
    url: '/user-roles',
    payload: { user_id: rowsOfB.users, role_id: rowsOfB.roles },
  });
  expect(link.statusCode).toBe(400);
});

it('reports only cover your organisations', async () => {
  const report = await t.as(a, { method: 'GET', url: '/reports/driver-management' });
  expect(report.json()).toMatchObject({ total: 0, data: [] });
  const forbidden = await t.as(a, { method: 'GET', url: `/reports/driver-management?organization_id=${b.orgId}` });
  expect(forbidden.statusCode).toBe(403);
  const own = await t.as(b, { method: 'GET', url: `/reports/driver-management?organization_id=${b.orgId}` });
  expect(own.json().total).toBe(1);
});

it('a user shared by two organisations shows only the shared memberships', async () => {
  // B adds a user; A cannot see it until B... cannot add it to A either (not a member of A).
  const response = await t.as(b, {
    method: 'PUT',
    url: `/users/${rowsOfB.users}`,
    payload: { organization_ids: [b.orgId, a.orgId] },
  });
  expect(response.statusCode).toBe(403);
});
