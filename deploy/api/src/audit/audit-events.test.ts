import { addMember, roleId } from '../testing/members';
import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { insertPayablePayment, topUp } from '../testing/payable-payment';
import { PNG } from '../testing/sample-files';
import { allKeys, createTestApp, multipartWithFiles, type Account, type TestApp } from '../testing/test-app';

// The audit trail: every write through the API leaves an event in the same transaction.
let t: TestApp;
let farm: Farm;
let admin: Account;

interface Event {
  id: string;
  organization_id: string;
  occurred_at: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  resource: string;
  record_id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
}

async function events(
  query = '',
  account: Account = admin,
): Promise<{ data: Event[]; total: number; limit: number; offset: number }> {
  return expectStatus(
    await t.as(account, { method: 'GET', url: `/audit-events${query ? `?${query}` : ''}` }),
    200,
  ) as never;
}
const historyOf = async (id: string) => (await events(`record_id=${id}`)).data;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, account: Account = admin) =>
  t.as(account, { method, url, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Ledger', 2);
  admin = farm.account;
});
afterAll(() => t.close());

describe('writes through the generic routes', () => {
  it('records a create, an update with only the changed fields, and a delete, newest first, with who did it', async () => {
    const created = expectStatus(
      await send('POST', '/locations', {
        name: 'Kiambu Centre',
        address: 'Kiambu road',
        coordinates: { latitude: -1.1, longitude: 36.8 },
      }),
      201,
    );
    expectStatus(
      await send('PUT', `/locations/${created.id}`, {
        name: 'Kiambu Central',
        coordinates: { latitude: -1.2, longitude: 36.8 },
      }),
      200,
    );
    expectStatus(await send('DELETE', `/locations/${created.id}`), 204);

    const history = await historyOf(created.id);
    expect(history.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    const [deleted, updated, create] = history;
    expect(create).toMatchObject({
      organization_id: admin.orgId,
      user_id: admin.userId,
      user_name: 'Ledger Admin',
      user_email: admin.email,
      resource: 'locations',
      record_id: created.id,
    });
    expect(create.changes).toMatchObject({
      name: { before: null, after: 'Kiambu Centre' },
      address: { before: null, after: 'Kiambu road' },
      'coordinates.latitude': { before: null, after: -1.1 },
    });
    expect(create.changes).not.toHaveProperty('id');
    expect(updated.changes).toEqual({
      name: { before: 'Kiambu Centre', after: 'Kiambu Central', label: 'Center Name' },
      'coordinates.latitude': { before: -1.1, after: -1.2, label: 'Latitude' },
    });
    expect(deleted.changes).toMatchObject({ name: { before: 'Kiambu Central', after: null } });
    expect(Date.parse(deleted.occurred_at)).toBeGreaterThanOrEqual(Date.parse(create.occurred_at));
  });

  it("records a payment's payout, its reversal and a driver's profile change", async () => {
    await topUp(t.db, farm.account.orgId, 10_000);
    const payment = await insertPayablePayment(t.db, {
      organizationId: farm.account.orgId,
      producerId: farm.producers[0].id,
      litres: 100,
      ratePerLitre: 50,
    });
    const paid = expectStatus(
      await send('POST', `/payments/${payment.id}/process`, {
        amount_paid: 5000,
        payment_method: 'mobile_money',
        transaction_reference: 'FT-1',
        paid_at: '2026-02-01T10:00',
      }),
      200,
    );
    const [processed] = await historyOf(payment.id);
    expect(processed.action).toBe('process');
    expect(processed.changes).toMatchObject({
      status: { before: 'pending', after: 'completed' },
      transaction_reference: { before: null, after: 'FT-1' },
    });
    expect((await historyOf(paid.payout.id)).map((e) => [e.resource, e.action])).toEqual([['payouts', 'create']]);
    const reversed = expectStatus(
      await send('POST', `/payments/${payment.id}/reverse`, { reason: 'Wrong number' }),
      201,
    );
    const [reversal] = await historyOf(payment.id);
    expect(reversal).toMatchObject({
      action: 'reverse',
      changes: {
        reversed: { before: null, after: { amount: -5000, reason: 'Wrong number', replaced_by: reversed.payment.id } },
      },
    });
    expect((await historyOf(reversed.payment.id)).map((e) => e.action)).toEqual(['create']);

    expectStatus(await send('PUT', `/user-roles/${farm.driverId}`, { profile: { license_number: 'DL-42' } }), 200);
    const [driverChange] = await historyOf(farm.driverId);
    expect(driverChange).toMatchObject({
      resource: 'user-roles',
      action: 'update',
      changes: { 'profile.license_number': { before: null, after: 'DL-42' } },
    });
  });

  it('leaves no event for an update that changes nothing', async () => {
    const before = (await historyOf(farm.routeId)).length;
    expectStatus(await send('PUT', `/routes/${farm.routeId}`, { distance: 30 }), 200);
    expect(await historyOf(farm.routeId)).toHaveLength(before);
  });
});

describe('a failed write', () => {
  it('leaves no event: a 400 before the change, or a transaction rolled back after part of it', async () => {
    const { total } = await events();
    const other = await createFarm(t, 'Elsewhere', 1);
    const afterOther = (await events()).total;
    expect(afterOther).toBe(total);

    // 400: a centre of another organisation.
    expect(
      (await send('POST', '/routes', { name: 'Bad', location_ids: [other.centres[0].id], distance: 1 })).statusCode,
    ).toBe(400);
    // 409 after the person was inserted: the member number is taken, so the whole write rolls back.
    const duplicate = await send('POST', '/user-roles', {
      role_id: await roleId(t, admin, 'Driver'),
      member_id: 'DRV-001',
      user: {
        username: 'twin',
        first_name: 'Twin',
        last_name: 'Driver',
        email: 'twin.driver@example.test',
        password: 'placeholder-1',
      },
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await events()).total).toBe(total);
  });
});

describe('special routes', () => {
  it("records a person's roles being set, by name", async () => {
    const clerk = await addMember(t, admin, 'user');
    const qa = await roleId(t, admin, 'QA/Collector');
    const user = await roleId(t, admin, 'user');
    expectStatus(await send('PUT', `/users/${clerk.userId}/roles`, { role_ids: [user, qa] }), 200);
    const [set] = (await events(`record_id=${clerk.userId}&action=roles_set`)).data;
    expect(set).toMatchObject({
      resource: 'users',
      changes: { roles: { before: ['user'], after: ['QA/Collector', 'user'] } },
    });
  });

  it('records password changes and resets without any password, hash or token', async () => {
    const clerk = await addMember(t, admin, 'user');
    expectStatus(
      await send('POST', `/users/${clerk.userId}/password-reset`, { new_password: 'temporary-secret-42' }),
      204,
    );
    const token = await t.signIn(clerk.email, 'temporary-secret-42');
    expectStatus(
      await t.as(token, {
        method: 'POST',
        url: `/users/${clerk.userId}/password`,
        payload: { old_password: 'temporary-secret-42', new_password: 'my-own-secret-77' },
      }),
      204,
    );
    const history = (await events(`record_id=${clerk.userId}`)).data;
    expect(history.map((e) => e.action)).toEqual(['password_change', 'password_reset', 'create']);
    expect(history[0]).toMatchObject({ user_id: clerk.userId, changes: {} });
    expect(history[1]).toMatchObject({ user_id: admin.userId, changes: {} });
    const text = JSON.stringify(history);
    for (const secret of ['temporary-secret-42', 'my-own-secret-77', 'correct-horse-battery', 'scrypt'])
      expect(text).not.toContain(secret);
    expect([...allKeys(history)].filter((key) => /password|hash|token/i.test(key))).toEqual([]);
  });

  it('records each payment a bulk run pays, and file uploads and deletions', async () => {
    const payment = await insertPayablePayment(t.db, {
      organizationId: farm.account.orgId,
      producerId: farm.producers[1].id,
      litres: 10,
      ratePerLitre: 50,
    });
    const run = expectStatus(await send('POST', '/payments/process', { ids: [payment.id] }), 200);
    const [paid] = await historyOf(payment.id);
    expect(paid).toMatchObject({
      action: 'process',
      resource: 'payments',
      changes: {
        status: { before: 'pending', after: 'completed' },
        amount_paid: { before: null, after: 500 },
        transaction_reference: { before: null, after: run.paid[0].transaction_reference },
      },
    });

    const upload = multipartWithFiles([{ filename: 'face.png', contentType: 'image/png', data: PNG }]);
    const file = expectStatus(await t.as(admin, { method: 'POST', url: '/files', ...upload }), 201);
    expectStatus(await send('DELETE', `/files/${file.id}`), 204);
    const history = await historyOf(file.id);
    expect(history.map((e) => [e.resource, e.action])).toEqual([
      ['files', 'delete'],
      ['files', 'create'],
    ]);
    expect(history[1].changes).toMatchObject({
      name: { before: null, after: 'face.png' },
      content_type: { after: 'image/png' },
    });
  });

  it('starts a registered organisation with its own creation and its first admin', async () => {
    const newcomer = await t.registerAccount('Fresh');
    const { data } = await events('', newcomer);
    expect(data.map((e) => [e.resource, e.action, e.record_id])).toEqual(
      expect.arrayContaining([
        ['organizations', 'create', newcomer.orgId],
        ['users', 'create', newcomer.userId],
      ]),
    );
    expect(data.every((e) => e.user_id === newcomer.userId)).toBe(true);
  });
});

describe('GET /audit-events', () => {
  it('shows only your organisations: another organisation sees none of yours and may not ask for them', async () => {
    const other = await createFarm(t, 'Neighbour', 1);
    const theirs = await events('', other.account);
    expect(theirs.data.every((e) => e.organization_id === other.account.orgId)).toBe(true);
    expect(theirs.data.some((e) => e.record_id === farm.driverId)).toBe(false);
    const asked = await t.as(other.account, { method: 'GET', url: `/audit-events?org_id=${admin.orgId}` });
    expect(asked.statusCode).toBe(403);
    expect(
      (await t.as(other.account, { method: 'GET', url: `/audit-events?record_id=${farm.driverId}` })).json().total,
    ).toBe(0);
  });

  it('is for admins: a clerk gets 403', async () => {
    const clerk = await addMember(t, admin, 'user');
    const response = await t.as(clerk, { method: 'GET', url: '/audit-events' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to read audit events');
  });

  it('filters by resource, records, person, action and day, and pages', async () => {
    const all = await events('limit=1000');
    expect(all.total).toBe(all.data.length);
    const byResource = await events('resource=payments&limit=1000');
    expect(byResource.total).toBeGreaterThan(0);
    expect(byResource.data.every((e) => e.resource === 'payments')).toBe(true);

    const two = await events(`record_id=${farm.driverId},${farm.routeId}&limit=1000`);
    expect(new Set(two.data.map((e) => e.record_id))).toEqual(new Set([farm.driverId, farm.routeId]));

    const clerk = await addMember(t, admin, 'user');
    expectStatus(
      await send(
        'POST',
        '/supplies',
        { producer_id: farm.producers[0].id, supply_items: [{ item: 'Dairy meal', quantity: 1 }], total_cost: 100 },
        clerk,
      ),
      201,
    );
    const byClerk = await events(`user_id=${clerk.userId}`);
    expect(byClerk.data.map((e) => [e.resource, e.action])).toEqual([['supplies', 'create']]);

    expect((await events('action=process')).data.every((e) => e.action === 'process')).toBe(true);

    // Days are Nairobi days (from/to inclusive).
    const now = await events('limit=1000');
    const nairobiDay = (at: string | number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(at));
    const day = nairobiDay(now.data[0].occurred_at);
    const dayBefore = nairobiDay(Date.parse(`${day}T12:00:00+03:00`) - 86_400_000);
    expect((await events(`from=${day}&to=${day}`)).total).toBe(
      now.data.filter((e) => nairobiDay(e.occurred_at) === day).length,
    );
    expect((await events(`to=${dayBefore}`)).total).toBe(
      now.data.filter((e) => nairobiDay(e.occurred_at) <= dayBefore).length,
    );

    const page = await events('limit=2&offset=1');
    expect(page).toMatchObject({ limit: 2, offset: 1, total: now.total });
    expect(page.data.map((e) => e.id)).toEqual(now.data.slice(1, 3).map((e) => e.id));
  });

  it('names each resource and action as Activity shows them, and lists the resources for its filter', async () => {
    const roleLinks = await events('resource=user-roles&limit=1');
    expect(roleLinks.data[0]).toMatchObject({
      resource: 'user-roles',
      resource_label: 'People (drivers, farmers, staff roles)',
    });
    const paid = await events('action=process&limit=1');
    expect(paid.data[0]).toMatchObject({ action: 'process', action_label: 'Paid out', resource_label: 'Payments' });

    const resources = expectStatus(await t.as(admin, { method: 'GET', url: '/audit-events/resources' }), 200).data;
    expect(resources).toContainEqual({ value: 'user-roles', label: 'People (drivers, farmers, staff roles)' });
    expect(resources).toContainEqual({ value: 'locations', label: 'Collection centres' });
    const labels = resources.map((r: { label: string }) => r.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    const clerk = await addMember(t, admin, 'user');
    expect((await t.as(clerk, { method: 'GET', url: '/audit-events/resources' })).statusCode).toBe(403);
  });

  it('answers 400 naming the parameter for bad filters', async () => {
    const bad = async (query: string) => (await t.as(admin, { method: 'GET', url: `/audit-events?${query}` })).json();
    expect((await bad('record_id=abc')).fields).toHaveProperty('record_id');
    expect((await bad('from=2026-13-01')).fields).toHaveProperty('from');
    expect((await bad('from=2026-03-02&to=2026-03-01')).fields).toHaveProperty('to');
    expect((await bad('user_id=me')).fields).toHaveProperty('user_id');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const op = doc.paths['/audit-events'].get;
    expect(op['x-permission']).toBe('audit_events:read');
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['org_id', 'resource', 'record_id', 'user_id', 'from', 'to', 'limit', 'offset']),
    );
  });
});

describe('the audit_events table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    await expect(t.db.query(`UPDATE audit_events SET action = 'update'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_events')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect((await events()).total).toBeGreaterThan(0);
  });
});
