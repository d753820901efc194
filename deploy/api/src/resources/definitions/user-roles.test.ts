import { createTestApp, type Account, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Account;
let other: Account;
let driverRoleId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Links');
  other = await t.registerAccount('Elsewhere');
  driverRoleId = (await t.as(admin, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0].id;
});
afterAll(() => t.close());

let n = 0;
async function newUser(account: Account = admin) {
  n += 1;
  const response = await t.as(account, {
    method: 'POST',
    url: '/users',
    payload: {
      username: `Juma-Otieno-${n}`,
      first_name: 'Juma',
      last_name: `Otieno${n}`,
      email: `juma${n}@links.test`,
      contact_info: { phone: `+2547220000${n}`, address: 'Nakuru' },
      organization_ids: [account.orgId],
      is_active: true,
      password: 'placeholder-password',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const link = (userId: string, extra: Record<string, unknown> = {}) => ({
  organization_id: admin.orgId,
  user_id: userId,
  role_id: driverRoleId,
  member_id: `DRV-${100 + n}`,
  status: 'active',
  location_ids: [],
  route_ids: [],
  available: true,
  ...extra,
});

describe('/user-roles', () => {
  it('creates the link of the add-driver flow and lists it with populate=user,role', async () => {
    const user = await newUser();
    const response = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id, { member_id: 'DRV-900' }) });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ user_id: user.id, role_id: driverRoleId, member_id: 'DRV-900', status: 'active', available: true });

    const listed = (await t.as(admin, { method: 'GET', url: `/user-roles?populate=user,role&org_id=${admin.orgId}&filter=member_id:DRV-900` })).json();
    expect(listed.total).toBe(1);
    expect(listed.data[0]).toMatchObject({
      id: created.id,
      user: { id: user.id, first_name: 'Juma', contact_info: { phone: user.contact_info.phone } },
      role: { id: driverRoleId, name: 'Driver' },
    });
    const byRole = (await t.as(admin, { method: 'GET', url: '/user-roles?filter=role_name:driver' })).json();
    expect(byRole.data.map((l: { id: string }) => l.id)).toContain(created.id);
    const newest = (await t.as(admin, { method: 'GET', url: '/user-roles?limit=1' })).json();
    expect(newest.data[0].id).toBe(created.id);
  });

  it('refuses a role of another organisation with 400 naming role_id', async () => {
    const user = await newUser();
    const foreignRole = (await t.as(other, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
    const response = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id, { role_id: foreignRole.id }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'role_id is not a role of this organisation', fields: { role_id: 'is not a role of this organisation' } });
  });

  it('refuses a user outside the organisation with 400 naming user_id', async () => {
    const outsider = await newUser(other);
    const response = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(outsider.id) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ user_id: 'is not a member of this organisation' });
  });

  it('refuses a member id already used in the organisation with 409', async () => {
    const first = await newUser();
    const second = await newUser();
    expect((await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(first.id, { member_id: 'DRV-777' }) })).statusCode).toBe(201);
    const clash = await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(second.id, { member_id: 'DRV-777' }) });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ member_id: 'is already used in this organisation' });
    // The same member id in another organisation is fine.
    const theirs = await newUser(other);
    const theirRole = (await t.as(other, { method: 'GET', url: '/roles?filter=name:Driver' })).json().data[0];
    const elsewhere = await t.as(other, {
      method: 'POST',
      url: '/user-roles',
      payload: { user_id: theirs.id, role_id: theirRole.id, member_id: 'DRV-777' },
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('checks location and route ids belong to the organisation', async () => {
    const user = await newUser();
    const response = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: link(user.id, { location_ids: ['00000000-0000-4000-8000-000000000004'] }),
    });
    expect(response.json()).toMatchObject({ statusCode: 400, fields: { location_ids: 'must be locations of this organisation' } });
  });

  it('updates and deletes a link', async () => {
    const user = await newUser();
    const created = (await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id) })).json();
    const updated = await t.as(admin, { method: 'PUT', url: `/user-roles/${created.id}`, payload: { status: 'inactive', available: false } });
    expect(updated.json()).toMatchObject({ status: 'inactive', available: false, member_id: created.member_id });
    expect((await t.as(admin, { method: 'DELETE', url: `/user-roles/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${created.id}` })).statusCode).toBe(404);
  });

  it('answers the role and route options as pages of your organisation', async () => {
    await t.as(admin, { method: 'POST', url: '/routes', payload: { name: 'Option route' } });
    await t.as(other, { method: 'POST', url: '/routes', payload: { name: 'Foreign route' } });
    const roles = (await t.as(admin, { method: 'GET', url: '/user-roles/roles' })).json();
    expect(roles).toMatchObject({ total: 5, limit: 100, offset: 0 });
    expect(roles.data.every((r: { organization_id: string }) => r.organization_id === admin.orgId)).toBe(true);
    const routes = (await t.as(admin, { method: 'GET', url: '/user-roles/routes' })).json();
    expect(routes.data.map((r: { name: string }) => r.name)).toEqual(['Option route']);
  });

  it('creates person and link in one go, and leaves no person behind when the link fails', async () => {
    const person = {
      username: 'Wafula-Simiyu',
      first_name: 'Wafula',
      last_name: 'Simiyu',
      email: 'wafula.simiyu@links.test',
      contact_info: { phone: '+254700123456' },
      password: 'placeholder-password',
    };
    const made = await t.as(admin, {
      method: 'POST',
      url: '/user-roles?populate=user',
      payload: { role_id: driverRoleId, member_id: 'DRV-500', user: person },
    });
    expect(made.statusCode).toBe(201);
    const user = (await t.as(admin, { method: 'GET', url: `/users/${made.json().user_id}` })).json();
    expect(user).toMatchObject({ email: 'wafula.simiyu@links.test', organization_ids: [admin.orgId] });

    const clash = await t.as(admin, {
      method: 'POST',
      url: '/user-roles',
      payload: { role_id: driverRoleId, member_id: 'DRV-500', user: { ...person, email: 'second@links.test' } },
    });
    expect(clash.statusCode).toBe(409);
    const leftover = await t.as(admin, { method: 'GET', url: '/users?filter=email:second@links.test' });
    expect(leftover.json().total).toBe(0);

    const neither = await t.as(admin, { method: 'POST', url: '/user-roles', payload: { role_id: driverRoleId } });
    expect(neither.json()).toMatchObject({ statusCode: 400, fields: { user_id: 'is required' } });
  });

  it('removing a user from the organisation ends their roles there', async () => {
    const user = await newUser();
    const created = (await t.as(admin, { method: 'POST', url: '/user-roles', payload: link(user.id) })).json();
    expect((await t.as(admin, { method: 'DELETE', url: `/users/${user.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/user-roles/${created.id}` })).statusCode).toBe(404);
  });
});
