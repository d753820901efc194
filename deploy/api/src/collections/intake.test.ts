import { randomUUID } from 'node:crypto';
import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { payRun } from '../testing/pay-settings-fixture';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';

// Intake at the centre (issue 33): the idempotent POST /collections, rejection at intake, the
// refusals the phone shows word for word, the shift's tally and the centre's farmers. Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the concurrent replays really race).
let t: TestApp;
let farm: Farm;
let other: Farm;
let qa: Account;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Intake', 4);
  other = await createFarm(t, 'Elsewhere');
  const email = 'wanjiru.tester.intake@example.test';
  qa = { token: await t.signIn(email, 'placeholder-1'), userId: '', orgId: farm.account.orgId, email, password: '' };
});
afterAll(() => t.close());

const post = (who: Account, payload: object) => t.as(who, { method: 'POST', url: '/collections', payload });
const get = (who: Account, url: string) => t.as(who, { method: 'GET', url });
const count = async (sql: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0].n;

describe('POST /collections with the id made on the phone', () => {
  it('creates (201), answers a replay of the same values with the stored row (200), other values 409 with it', async () => {
    const id = randomUUID();
    const body = delivery(farm, 0, {
      id,
      collected_at: '2026-03-03T06:31:07+03:00',
      density: 1.029,
      alcohol_test: 'pass',
    });
    const made = expectStatus(await post(farm.account, body), 201);
    expect(made).toMatchObject({
      id,
      density: 1.029,
      alcohol_test: 'pass',
      temperature_c: null,
      rejection_reason: null,
    });

    // The same values written otherwise: numbers as numbers, the time as the same instant.
    const again = expectStatus(
      await post(farm.account, { ...body, quantity_litres: 12.5, collected_at: '2026-03-03T03:31:07Z' }),
      200,
    );
    expect(again).toEqual(made);

    const changed = await post(farm.account, { ...body, quantity_litres: 13 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      statusCode: 409,
      message: 'A delivery with this id was already recorded with other values (quantity_litres)',
      fields: { quantity_litres: 'differs from the delivery recorded under this id' },
      collection: made,
    });
    const otherTime = await post(farm.account, { ...body, collected_at: '2026-03-03T06:31:08+03:00' });
    expect(otherTime.json().fields).toEqual({ collected_at: 'differs from the delivery recorded under this id' });
    expect(await count('collections WHERE id = $1', [id])).toBe(1);
    expect(await count("audit_events WHERE record_id = $1 AND action = 'create'", [id])).toBe(1);
  });

  it('compares only the fields sent: a replay without the defaults is the same delivery', async () => {
    const id = randomUUID();
    const body = { id, producer_id: farm.producers[1].id, location_id: farm.centres[1].id, quantity_litres: 4.2 };
    const made = expectStatus(await post(farm.account, body), 201);
    expect(made).toMatchObject({ fat_pct: null, protein_pct: null, scc: null, status: 'accepted' });
    expect(expectStatus(await post(farm.account, body), 200)).toEqual(made);
  });

  it('50 replays of one id at once make exactly one delivery', async () => {
    const id = randomUUID();
    const body = delivery(farm, 2, { id, collected_at: '2026-03-04T07:00:00+03:00' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(farm.account, body)));
    // PGlite serves at most 48 requests at once: the rest are refused busy (503, nothing done)
    // and sent again, as the phone does.
    for (const [i, answer] of answers.entries())
      if (answer.statusCode === 503) answers[i] = await post(farm.account, body);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(new Set(answers.map((a) => a.json().id))).toEqual(new Set([id]));
    expect(await count('collections WHERE id = $1', [id])).toBe(1);
    // The running totals counted it once.
    const { rows } = await t.db.query<{ live: number; kept: number }>(
      `SELECT (SELECT count(*)::int FROM collections WHERE producer_id = $1) AS live,
              (SELECT deliveries FROM producer_totals WHERE producer_id = $1) AS kept`,
      [farm.producers[2].id],
    );
    expect(rows[0].kept).toBe(rows[0].live);
  });

  it("never shows another organisation's delivery: its id answers 409 without the row", async () => {
    const id = randomUUID();
    expectStatus(await post(farm.account, delivery(farm, 0, { id })), 201);
    const theirs = await post(other.account, delivery(other, 0, { id }));
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'This delivery id is already used; record the delivery again as a new one',
      fields: { id: 'is already used' },
    });
    // Even the very same values of the first organisation's row tell them nothing.
    const copy = await post(other.account, delivery(farm, 0, { id }));
    expect(copy.statusCode).toBe(409);
    expect(copy.json().collection).toBeUndefined();
    expect((await get(other.account, `/collections/${id}`)).statusCode).toBe(404);
  });
});

describe('rejecting at intake', () => {
  it('records the delivery and its rejection log in one call; a replay adds no second rejection', async () => {
    const id = randomUUID();
    const body = delivery(farm, 0, {
      id,
      status: 'rejected',
      rejection_reason: 'failed_alcohol_test',
      alcohol_test: 'fail',
      density: 1.031,
      quantity_litres: 10,
      collected_at: '2026-03-05T06:45:12+03:00',
    });
    const made = expectStatus(await post(qa, body), 201);
    expect(made).toMatchObject({ id, status: 'rejected', rejection_reason: 'failed_alcohol_test' });
    expectStatus(await post(qa, body), 200);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT reason, weight_kg::float8 AS weight_kg, qa_agent_id, rejected_at, location_id, producer_id, batch_number
         FROM rejections WHERE collection_id = $1`,
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'failed_alcohol_test',
      weight_kg: 10.31,
      qa_agent_id: farm.qaAgentId,
      location_id: farm.centres[0].id,
      producer_id: farm.producers[0].id,
      batch_number: made.batch_number,
    });
    expect(new Date(rows[0].rejected_at as string).toISOString()).toBe('2026-03-05T03:45:12.000Z');
    // Another reason under the same id is a conflict, not a second rejection.
    const otherReason = await post(qa, { ...body, rejection_reason: 'clot_on_boiling' });
    expect(otherReason.statusCode).toBe(409);
    expect(otherReason.json().fields).toEqual({ rejection_reason: 'differs from the delivery recorded under this id' });
    expect(await count('rejections WHERE collection_id = $1', [id])).toBe(1);
  });

  it('weighs 1.03 kg a litre without a density; an office person is no QA agent', async () => {
    const made = expectStatus(
      await post(
        farm.account,
        delivery(farm, 1, { status: 'rejected', rejection_reason: 'added_water', quantity_litres: 20, fat_pct: null }),
      ),
      201,
    );
    const { rows } = await t.db.query<{ weight_kg: number; qa_agent_id: string | null }>(
      'SELECT weight_kg::float8 AS weight_kg, qa_agent_id FROM rejections WHERE collection_id = $1',
      [made.id],
    );
    expect(rows).toEqual([{ weight_kg: 20.6, qa_agent_id: null }]);
  });

  it('needs the reason with status rejected and refuses it otherwise (400 naming rejection_reason)', async () => {
    const missing = await post(farm.account, delivery(farm, 0, { status: 'rejected', rejection_reason: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'rejection_reason is required when status is rejected',
      fields: { rejection_reason: 'is required when status is rejected' },
    });
    const stray = await post(farm.account, delivery(farm, 0, { rejection_reason: 'sediment' }));
    expect(stray.statusCode).toBe(400);
    expect(stray.json().fields).toEqual({ rejection_reason: 'is only for a rejected delivery (status rejected)' });
    const unknown = await post(farm.account, delivery(farm, 0, { status: 'rejected', rejection_reason: 'mud' }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields)).toEqual(['rejection_reason']);
  });
});

describe('quick readings at intake', () => {
  it('takes alcohol test, density and temperature, and refuses impossible ones naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ density: 0.99 }, 'density'],
      [{ density: 1.2 }, 'density'],
      [{ temperature_c: 61 }, 'temperature_c'],
      [{ temperature_c: -6 }, 'temperature_c'],
      [{ alcohol_test: 'maybe' }, 'alcohol_test'],
    ];
    for (const [change, field] of cases) {
      const response = await post(farm.account, delivery(farm, 0, change));
      expect({ field, status: response.statusCode, keys: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        keys: [field],
      });
    }
  });
});

describe('refusals a clerk can read', () => {
  it('a deactivated farmer', async () => {
    const farmer = farm.producers[3];
    expectStatus(
      await t.as(farm.account, { method: 'PUT', url: `/user-roles/${farmer.id}`, payload: { status: 'inactive' } }),
      200,
    );
    const response = await post(farm.account, delivery(farm, 3));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `Farmer ${farmer.name} (${farmer.member}) is deactivated: no delivery can be recorded for them`,
      fields: { producer_id: 'is a deactivated farmer' },
    });
    expectStatus(
      await t.as(farm.account, { method: 'PUT', url: `/user-roles/${farmer.id}`, payload: { status: 'active' } }),
      200,
    );
  });

  it('a centre that is not the QA/Collector’s own', async () => {
    const response = await post(qa, delivery(farm, 1)); // the second centre
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'This collection centre is not one of yours: you may record deliveries only at your own centres',
      fields: { location_id: 'is not one of your collection centres' },
    });
  });

  it('a day in approved pay (409 naming collected_at); a replay of a delivery recorded before still answers 200', async () => {
    const closed = await createFarm(t, 'Closed');
    const id = randomUUID();
    const body = delivery(closed, 0, { id, collected_at: '2026-02-20T06:00:00+03:00' });
    expectStatus(await post(closed.account, body), 201);
    await payRun(t, closed.account.orgId, '2026-02-01', '2026-02-28');
    expectStatus(await post(closed.account, body), 200);
    const late = await post(closed.account, { ...body, id: randomUUID() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'Pay up to 2026-02-28 is approved: a delivery on or before that day cannot be added, changed or deleted',
      fields: { collected_at: 'must be 2026-03-01 or later: pay up to 2026-02-28 is approved' },
    });
    expect(late.json().collection).toBeUndefined();
  });
});

describe('GET /collections/tally', () => {
  it("counts the centre's shift on the organisation's day, each delivery once, whatever order they came in", async () => {
    const tallied = await createFarm(t, 'Tally', 3);
    const at = (time: string, extra: Record<string, unknown> = {}) =>
      delivery(tallied, 0, { id: randomUUID(), collected_at: time, ...extra });
    const bodies = [
      at('2026-03-10T07:10:00+03:00', { quantity_litres: 10 }),
      at('2026-03-10T00:20:00+03:00', { quantity_litres: 5.5, producer_id: tallied.producers[2].id }), // 21:20 UTC the day before
      at('2026-03-10T07:40:00+03:00', { quantity_litres: 8, status: 'rejected', rejection_reason: 'sediment' }),
      at('2026-03-09T23:50:00+03:00', { quantity_litres: 30 }), // the day before in Nairobi
      at('2026-03-10T17:30:00+03:00', { quantity_litres: 40 }), // evening
    ];
    // Sent late and out of order, two of them twice.
    for (const body of [bodies[4], bodies[2], bodies[0], bodies[3], bodies[2], bodies[1], bodies[0]])
      expect([200, 201]).toContain((await post(tallied.account, body)).statusCode);
    const url = `/collections/tally?location_id=${tallied.centres[0].id}&date=2026-03-10&shift=morning`;
    expect(expectStatus(await get(tallied.account, url), 200)).toEqual({
      deliveries: 3,
      farmers: 2,
      litres_accepted: 15.5,
      litres_rejected: 8,
    });
    expect(
      expectStatus(
        await get(
          tallied.account,
          `/collections/tally?location_id=${tallied.centres[0].id}&date=2026-03-10&shift=evening`,
        ),
        200,
      ),
    ).toEqual({ deliveries: 1, farmers: 1, litres_accepted: 40, litres_rejected: 0 });
    // Another organisation's centre, a bad day or shift: 400 naming the parameter.
    const theirs = await get(other.account, url);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields).toEqual({ location_id: 'is not a collection centre of your organisation' });
    for (const [query, field] of [
      [`location_id=${tallied.centres[0].id}&date=2026-02-30&shift=morning`, 'date'],
      [`location_id=${tallied.centres[0].id}&date=2026-03-10&shift=night`, 'shift'],
      [`location_id=nope&date=2026-03-10&shift=morning`, 'location_id'],
    ]) {
      const bad = await get(tallied.account, `/collections/tally?${query}`);
      expect({ field, status: bad.statusCode, keys: Object.keys(bad.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        keys: [field],
      });
    }
  });

  it('a QA/Collector reads the tally of its own centres only', async () => {
    const own = await get(qa, `/collections/tally?location_id=${farm.centres[0].id}&date=2026-03-03&shift=morning`);
    expect(own.statusCode).toBe(200);
    const notOwn = await get(qa, `/collections/tally?location_id=${farm.centres[1].id}&date=2026-03-03&shift=morning`);
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().fields).toEqual({ location_id: 'is not one of your collection centres' });
  });
});

describe('GET /collections/intake-farmers', () => {
  it("lists the centre's farmers (and those of no centre) by member number, with whether they are active", async () => {
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/user-roles/${farm.producers[2].id}`,
        payload: { status: 'inactive' },
      }),
      200,
    );
    const first = expectStatus(
      await get(farm.account, `/collections/intake-farmers?location_id=${farm.centres[0].id}`),
      200,
    );
    expect(first.data).toEqual([
      { producer_id: farm.producers[0].id, member_number: 'F-001', name: farm.producers[0].name, active: true },
      { producer_id: farm.producers[2].id, member_number: 'F-003', name: farm.producers[2].name, active: false },
    ]);
    const second = expectStatus(
      await get(farm.account, `/collections/intake-farmers?location_id=${farm.centres[1].id}`),
      200,
    );
    expect(second.data.map((f: { member_number: string }) => f.member_number)).toEqual(['F-002', 'F-004']);
    expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/user-roles/${farm.producers[2].id}`,
        payload: { status: 'active' },
      }),
      200,
    );
  });

  it("is scoped: a QA/Collector's own centres, never another organisation's", async () => {
    expect((await get(qa, `/collections/intake-farmers?location_id=${farm.centres[0].id}`)).statusCode).toBe(200);
    const notOwn = await get(qa, `/collections/intake-farmers?location_id=${farm.centres[1].id}`);
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().fields).toEqual({ location_id: 'is not one of your collection centres' });
    const theirs = await get(other.account, `/collections/intake-farmers?location_id=${farm.centres[0].id}`);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().fields).toEqual({ location_id: 'is not a collection centre of your organisation' });
    expect((await get(farm.account, '/collections/intake-farmers')).json().fields).toEqual({
      location_id: 'is required',
    });
  });
});
