import { createFarm, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let farm: Farm;
let other: Farm;
let officerId: string;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Extension');
  other = await createFarm(t, 'Outside');
  const role = expectStatus(await t.as(farm.account, { method: 'POST', url: '/roles', payload: { name: 'Extension Officer' } }), 201);
  officerId = expectStatus(
    await t.as(farm.account, {
      method: 'POST',
      url: '/user-roles',
      payload: {
        role_id: role.id,
        member_id: 'EXT-001',
        user: { username: 'Mercy-Chebet', first_name: 'Mercy', last_name: 'Chebet', email: 'mercy.chebet@example.test', password: 'placeholder-1' },
      },
    }),
    201,
  ).id;
});
afterAll(() => t.close());

describe('/extension-assignments', () => {
  it('schedules a visit, completes it and lists by officer', async () => {
    const made = expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/extension-assignments',
        payload: { officer_id: officerId, producer_id: farm.producers[0].id, topic: 'Silage making', scheduled_for: '2026-03-10T09:00' },
      }),
      201,
    );
    expect(made).toMatchObject({ status: 'scheduled', notes: null, scheduled_for: '2026-03-10T06:00:00.000Z' });
    const done = expectStatus(
      await t.as(farm.account, { method: 'PUT', url: `/extension-assignments/${made.id}`, payload: { status: 'completed', notes: 'Pit dug' } }),
      200,
    );
    expect(done).toMatchObject({ status: 'completed', notes: 'Pit dug' });
    const listed = expectStatus(await t.as(farm.account, { method: 'GET', url: `/extension-assignments?filter=officer_id:${officerId}&populate=officer,producer` }), 200);
    expect(listed.data[0].officer.member_id).toBe('EXT-001');
    expect(listed.data[0].producer.member_id).toBe('F-001');
  });

  it('names the field of a bad status, a foreign officer or a farmer who is not one', async () => {
    const base = { officer_id: officerId, producer_id: farm.producers[0].id, topic: 'x', scheduled_for: '2026-03-10T09:00' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ status: 'postponed' }, 'status'],
      [{ officer_id: other.driverId }, 'officer_id'],
      [{ producer_id: officerId }, 'producer_id'],
      [{ topic: '' }, 'topic'],
    ];
    for (const [change, field] of cases) {
      const response = await t.as(farm.account, { method: 'POST', url: '/extension-assignments', payload: { ...base, ...change } });
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({ field, status: 400, fields: [field] });
    }
  });
});

describe('/extension-call-logs', () => {
  it('logs calls and searches them by topic or outcome', async () => {
    const made = expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/extension-call-logs',
        payload: { officer_id: officerId, producer_id: farm.producers[1].id, duration_seconds: 420, topic: 'Mastitis control', outcome: 'Referred to the vet' },
      }),
      201,
    );
    expect(made).toMatchObject({ duration_seconds: 420, outcome: 'Referred to the vet', notes: null });
    expect(expectStatus(await t.as(farm.account, { method: 'GET', url: '/extension-call-logs?q=vet' }), 200).total).toBe(1);
    const long = await t.as(farm.account, {
      method: 'POST',
      url: '/extension-call-logs',
      payload: { officer_id: officerId, producer_id: farm.producers[1].id, duration_seconds: 90_000, topic: 'x' },
    });
    expect(long.json().fields).toEqual({ duration_seconds: 'must be <= 86400' });
  });
});
