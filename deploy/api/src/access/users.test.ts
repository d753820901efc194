import { allKeys, createTestApp, type Account, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.registerAccount('Users');
});
afterAll(() => t.close());

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  username: `Person-${n}`,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  email: `person${n}@users.test`,
  contact_info: { phone: `+25471100000${n}`, address: `Plot ${n}, Githunguri` },
  is_active: true,
  status: 'active',
  password: 'placeholder-password',
  ...extra,
});

describe('/users', () => {
  it('creates a user as the add-driver screen does and reads it back', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: person(1, { organization_ids: [admin.orgId], email: 'Person1@Users.test' }),
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      username: 'Person-1',
      first_name: 'First1',
      last_name: 'Last1',
      email: 'person1@users.test',
      contact_info: { phone: '+254711000001', address: 'Plot 1, Githunguri' },
      organization_ids: [admin.orgId],
      is_active: true,
      status: 'active',
    });
    expect([...allKeys(user)].some((k) => /password/i.test(k))).toBe(false);

    const fetched = await t.as(admin, { method: 'GET', url: `/users/${user.id}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(user);
  });

  it('puts new users in your first organisation when organization_ids is left out', async () => {
    const created = await t.as(admin, { method: 'POST', url: '/users', payload: person(2) });
    expect(created.json().organization_ids).toEqual([admin.orgId]);
  });

  it('refuses a registered email with 409 naming the field', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: person(3, { email: 'PERSON1@users.test' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      fields: { email: 'is already registered' },
    });
  });

  it('names invalid fields, nested ones with dots', async () => {
    const badEmail = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: person(4, { email: 'not-an-email' }),
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'email must be a valid email',
      fields: { email: 'must be a valid email' },
    });
    const badPhone = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: person(4, { contact_info: { phone: { number: 12 } } }),
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().fields).toEqual({ 'contact_info.phone': 'must be a string' });
    const missing = await t.as(admin, {
      method: 'POST',
      url: '/users',
      payload: { username: 'x', email: 'x@users.test' },
    });
    expect(missing.json().fields).toEqual({ password: 'is required' });
    const status = await t.as(admin, { method: 'POST', url: '/users', payload: person(4, { status: 'retired' }) });
    expect(status.json().fields).toEqual({ status: 'must be one of: active, inactive, pending' });
  });

  it('lists with paging, sort, search and filter', async () => {
    for (const n of [5, 6, 7]) await t.as(admin, { method: 'POST', url: '/users', payload: person(n) });
    const page = await t.as(admin, { method: 'GET', url: '/users?limit=2&offset=1&sort=username' });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ limit: 2, offset: 1, total: 6 });
    const all = (await t.as(admin, { method: 'GET', url: '/users?sort=username' }))
      .json()
      .data.map((u: { username: string }) => u.username);
    expect(body.data.map((u: { username: string }) => u.username)).toEqual(all.slice(1, 3));
    expect(all).toEqual([...all].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const descending = (await t.as(admin, { method: 'GET', url: '/users?sort=-username' }))
      .json()
      .data.map((u: { username: string }) => u.username);
    expect(descending).toEqual([...all].reverse());

    const search = await t.as(admin, { method: 'GET', url: '/users?q=LAST6' });
    expect(search.json().data.map((u: { username: string }) => u.username)).toEqual(['Person-6']);

    const filtered = await t.as(admin, { method: 'GET', url: '/users?filter=first_name:first7' });
    expect(filtered.json()).toMatchObject({ total: 1, data: [{ username: 'Person-7' }] });
    const either = await t.as(admin, { method: 'GET', url: '/users?filter=username:Person-5,username:Person-6' });
    expect(either.json().total).toBe(2);
    const byPhone = await t.as(admin, { method: 'GET', url: '/users?filter=contact_info.phone:%2B254711000005' });
    expect(byPhone.json().data.map((u: { username: string }) => u.username)).toEqual(['Person-5']);
  });

  it('answers 400 naming the parameter for bad list values', async () => {
    const cases: Array<[string, string]> = [
      ['/users?filter=shoe_size:42', 'filter'],
      ['/users?sort=shoe_size', 'sort'],
      ['/users?limit=0', 'limit'],
      ['/users?limit=1001', 'limit'],
      ['/users?limit=ten', 'limit'],
      ['/users?offset=-1', 'offset'],
      ['/users?populate=friends', 'populate'],
      ['/users?org_id=not-a-uuid', 'org_id'],
      ['/users?filter=is_active:maybe', 'filter'],
    ];
    for (const [url, field] of cases) {
      const response = await t.as(admin, { method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(Object.keys(response.json().fields)).toEqual([field]);
      expect(response.json().message).toContain(field);
    }
    const unknownFilter = await t.as(admin, { method: 'GET', url: '/users?filter=shoe_size:42' });
    expect(unknownFilter.json().message).toContain('shoe_size');
  });

  it('updates only the fields sent, merging contact_info', async () => {
    const created = (await t.as(admin, { method: 'POST', url: '/users', payload: person(8) })).json();
    const updated = await t.as(admin, {
      method: 'PUT',
      url: `/users/${created.id}`,
      payload: { last_name: 'Kamau', contact_info: { phone: '+254700000008' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      first_name: 'First8',
      last_name: 'Kamau',
      contact_info: { phone: '+254700000008', address: 'Plot 8, Githunguri' },
    });
  });

  it('deletes a user (204), then answers 404', async () => {
    const created = (await t.as(admin, { method: 'POST', url: '/users', payload: person(9) })).json();
    expect((await t.as(admin, { method: 'DELETE', url: `/users/${created.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/users/${created.id}` })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/users/${created.id}` })).statusCode).toBe(404);
  });

  it('does not let you delete yourself', async () => {
    const response = await t.as(admin, { method: 'DELETE', url: `/users/${admin.userId}` });
    expect(response.statusCode).toBe(400);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/users/42' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'id must be a valid uuid',
      fields: { id: 'must be a valid uuid' },
    });
  });
});
