import { createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Roles');
});
afterAll(() => t.close());

const get = (url: string) => t.as(admin, { method: 'GET', url });

describe('/roles', () => {
  it('finds a role by name as the add-driver screen does', async () => {
    const response = await get('/roles?filter=name:Driver');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, data: [{ name: 'Driver', organization_id: admin.orgId }] });
    const qa = await get(`/roles?filter=name:QA/Collector&org_id=${admin.orgId}`);
    expect(qa.json().data.map((r: { name: string }) => r.name)).toEqual(['QA/Collector']);
  });

  it('lists permission ids, or the permissions with populate=permissions', async () => {
    const plain = (await get('/roles?filter=name:user')).json().data[0];
    expect(plain.permissions.length).toBeGreaterThan(5);
    expect(typeof plain.permissions[0]).toBe('string');
    const populated = (await get('/roles?filter=name:user&populate=permissions')).json().data[0];
    expect(populated.permissions).toHaveLength(plain.permissions.length);
    expect(populated.permissions[0]).toEqual({
      id: plain.permissions[0],
      name: expect.any(String),
      description: expect.any(String),
      resource: expect.any(String),
      action: expect.any(String),
      organization_id: null,
    });
    const one = await get(`/roles/${plain.id}?populate=permissions`);
    expect(one.json().permissions[0]).toMatchObject({ id: plain.permissions[0] });
  });

  it('creates, renames and deletes a role with chosen permissions', async () => {
    const readUsers = (await get('/permissions?filter=name:users:read')).json().data[0];
    const created = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: { name: 'Auditor', permissions: [readUsers.id] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Auditor',
      organization_id: admin.orgId,
      permissions: [readUsers.id],
    });

    const renamed = await t.as(admin, {
      method: 'PUT',
      url: `/roles/${created.json().id}`,
      payload: { name: 'Auditors' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Auditors', permissions: [readUsers.id] });
    const cleared = await t.as(admin, {
      method: 'PUT',
      url: `/roles/${created.json().id}`,
      payload: { permissions: [] },
    });
    expect(cleared.json().permissions).toEqual([]);

    expect((await t.as(admin, { method: 'DELETE', url: `/roles/${created.json().id}` })).statusCode).toBe(204);
  });

  it('says what each role is for: built-in ones from the start, new ones as given', async () => {
    const builtIn = (await get('/roles?sort=name&limit=10')).json().data as Array<{
      name: string;
      description: string;
    }>;
    expect(builtIn.find((role) => role.name === 'admin')?.description).toBe(
      'Everything, including users, roles and money',
    );
    expect(builtIn.find((role) => role.name === 'Driver')?.description).toBe("A driver's record; no console access");

    const created = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: { name: 'Night shift', description: '  Receives the evening milk  ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Night shift',
      description: 'Receives the evening milk',
      permissions: [],
    });
    const bare = await t.as(admin, { method: 'POST', url: '/roles', payload: { name: 'Weekend shift' } });
    expect(bare.json().description).toBe('');

    // A change of permissions keeps the description; the search finds it.
    const readTrips = (await get('/permissions?filter=name:trips:read')).json().data[0];
    const changed = await t.as(admin, {
      method: 'PUT',
      url: `/roles/${created.json().id}`,
      payload: { permissions: [readTrips.id] },
    });
    expect(changed.json()).toMatchObject({ description: 'Receives the evening milk', permissions: [readTrips.id] });
    expect((await get('/roles?q=evening')).json().data.map((role: { name: string }) => role.name)).toEqual([
      'Night shift',
    ]);

    const tooLong = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: { name: 'Wordy', description: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['description']);
  });

  it('refuses a duplicate name (409) and an unknown permission (400)', async () => {
    const duplicate = await t.as(admin, { method: 'POST', url: '/roles', payload: { name: 'Driver' } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual({ name: 'is already used by another role' });
    const unknown = await t.as(admin, {
      method: 'POST',
      url: '/roles',
      payload: { name: 'Ghost', permissions: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ permissions: 'contains an unknown permission' });
  });

  it('will not delete a role people hold (409)', async () => {
    const created = await t.as(admin, { method: 'POST', url: '/roles', payload: { name: 'Weigher' } });
    const role = created.json();
    const adminRoleId = (await get('/roles?filter=name:admin')).json().data[0].id;
    await t.as(admin, {
      method: 'PUT',
      url: `/users/${admin.userId}/roles`,
      payload: { role_ids: [adminRoleId, role.id] },
    });
    const response = await t.as(admin, { method: 'DELETE', url: `/roles/${role.id}` });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/in use/);
  });

  it('keeps the built-in roles: admin unchangeable, none renamed or deleted', async () => {
    const builtIn = (await get('/roles?sort=name')).json().data as Array<{ id: string; name: string }>;
    const byName = (name: string) => builtIn.find((role) => role.name === name)!;
    const adminChange = await t.as(admin, {
      method: 'PUT',
      url: `/roles/${byName('admin').id}`,
      payload: { permissions: [] },
    });
    expect(adminChange.statusCode).toBe(403);
    expect(adminChange.json().message).toBe('The admin role holds every permission and cannot be changed');
    const rename = await t.as(admin, {
      method: 'PUT',
      url: `/roles/${byName('Driver').id}`,
      payload: { name: 'Chauffeur' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().fields).toEqual({ name: 'of a built-in role cannot be changed' });
    const removal = await t.as(admin, { method: 'DELETE', url: `/roles/${byName('Producer').id}` });
    expect(removal.statusCode).toBe(403);
    expect(removal.json().message).toBe('Built-in roles cannot be deleted');
    expect((await get('/roles?sort=name')).json().data.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['admin', 'user', 'QA/Collector', 'Driver', 'Producer']),
    );
  });
});

describe('/permissions', () => {
  it('lists the shared catalogue with filters and search', async () => {
    const all = (await get('/permissions?limit=1000')).json();
    expect(all.total).toBeGreaterThan(40);
    const routes = (await get('/permissions?filter=resource:routes&sort=action')).json();
    expect(routes.data.map((p: { action: string }) => p.action)).toEqual(['create', 'delete', 'read', 'update']);
    const search = (await get('/permissions?q=milk%20coll')).json();
    expect(search.data.every((p: { resource: string }) => p.resource === 'collections')).toBe(true);
  });

  it('keeps the shared catalogue read-only but lets an organisation add its own', async () => {
    const shared = (await get('/permissions?limit=1')).json().data[0];
    expect(
      (await t.as(admin, { method: 'PUT', url: `/permissions/${shared.id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(403);
    expect((await t.as(admin, { method: 'DELETE', url: `/permissions/${shared.id}` })).statusCode).toBe(403);

    const own = await t.as(admin, {
      method: 'POST',
      url: '/permissions',
      payload: { name: 'farmers:export', description: 'Export farmer lists', resource: 'farmers', action: 'export' },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ organization_id: admin.orgId, action: 'export' });
    const edited = await t.as(admin, {
      method: 'PUT',
      url: `/permissions/${own.json().id}`,
      payload: { description: 'CSV' },
    });
    expect(edited.json().description).toBe('CSV');
    expect((await t.as(admin, { method: 'DELETE', url: `/permissions/${own.json().id}` })).statusCode).toBe(204);
  });
});
