import { addDays } from '../domain/days';
import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createOfficer } from '../testing/extension-officer';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let farm: Farm;
let other: Farm;
let officerId: string;
let otherOfficerId: string;
/** Today in Nairobi (the organisations keep the server's zone). */
const today = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Extension');
  other = await createFarm(t, 'Outside');
  officerId = await createOfficer(t, farm.account, 'Mercy', 'Chebet', 'EXT-001');
  otherOfficerId = await createOfficer(t, other.account, 'Otieno', 'Outside', 'EXT-009');
});
afterAll(() => t.close());

const post = async (url: string, payload: object, account = farm.account) =>
  t.as(account, { method: 'POST', url, payload });

describe('/extension-assignments', () => {
  it('plans a visit, flags it overdue once its day has passed, and marks it done with notes', async () => {
    const planned = expectStatus(
      await post('/extension-assignments', {
        officer_id: officerId,
        producer_id: farm.producers[0].id,
        topic: 'feeding',
        due_on: addDays(today, -2),
      }),
      201,
    );
    expect(planned).toMatchObject({
      status: 'planned',
      overdue: true,
      done_on: null,
      officer_name: 'Mercy Chebet',
      farmer_name: farm.producers[0].name,
      member_id: 'F-001',
      route_id: null,
      location_id: null,
      topic: 'feeding',
    });
    const ahead = expectStatus(
      await post('/extension-assignments', {
        officer_id: officerId,
        producer_id: farm.producers[1].id,
        topic: 'breeding',
        due_on: today,
      }),
      201,
    );
    expect(ahead.overdue).toBe(false);

    const done = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/extension-assignments/${planned.id}`,
        payload: { status: 'done', outcome: 'Silage pit dug' },
      }),
      200,
    );
    expect(done).toMatchObject({ status: 'done', done_on: today, outcome: 'Silage pit dug', overdue: false });
    // Taken back to planned, it forgets the day it was done.
    const back = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/extension-assignments/${planned.id}`,
        payload: { status: 'planned' },
      }),
      200,
    );
    expect(back).toMatchObject({ status: 'planned', done_on: null, overdue: true });

    const overdue = expectStatus(
      await t.as(farm.account, { method: 'GET', url: '/extension-assignments?filter=overdue:true' }),
      200,
    );
    expect(overdue.data.map((row: { id: string }) => row.id)).toEqual([planned.id]);
    const byOfficer = expectStatus(
      await t.as(farm.account, {
        method: 'GET',
        url: `/extension-assignments?filter=officer_id:${officerId},topic:breeding&status=planned&from=${today}&to=${today}`,
      }),
      200,
    );
    expect(byOfficer.data.map((row: { id: string }) => row.id)).toEqual([ahead.id]);
    const found = expectStatus(
      await t.as(farm.account, { method: 'GET', url: '/extension-assignments?q=chebet' }),
      200,
    );
    expect(found.total).toBe(2);
  });

  it('plans a visit for a route or a collection centre, with its name', async () => {
    const route = expectStatus(
      await post('/extension-assignments', {
        officer_id: officerId,
        route_id: farm.routeId,
        topic: 'milk_hygiene',
        due_on: addDays(today, 7),
      }),
      201,
    );
    expect(route).toMatchObject({ producer_id: null, route_name: 'Extension Loop', farmer_name: null });
    const centre = expectStatus(
      await post('/extension-assignments', {
        officer_id: officerId,
        location_id: farm.centres[0].id,
        topic: 'animal_health',
        due_on: addDays(today, 7),
      }),
      201,
    );
    expect(centre).toMatchObject({ location_name: farm.centres[0].name });
    // Moved from the centre to a farmer: the centre is sent as null.
    const moved = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/extension-assignments/${centre.id}`,
        payload: { location_id: null, producer_id: farm.producers[2].id },
      }),
      200,
    );
    expect(moved).toMatchObject({ location_id: null, producer_id: farm.producers[2].id });
  });

  it('names the field of a missing or second target, a bad topic or status, an officer who is not one and a done day out of place', async () => {
    const base = { officer_id: officerId, producer_id: farm.producers[0].id, topic: 'feeding', due_on: today };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ producer_id: undefined }, 'producer_id'],
      [{ route_id: farm.routeId }, 'route_id'],
      [{ producer_id: null, route_id: farm.routeId, location_id: farm.centres[0].id }, 'location_id'],
      [{ topic: 'Silage making' }, 'topic'],
      [{ status: 'completed' }, 'status'],
      [{ due_on: '2026-02-30' }, 'due_on'],
      [{ officer_id: farm.driverId }, 'officer_id'],
      [{ officer_id: otherOfficerId }, 'officer_id'],
      [{ producer_id: officerId }, 'producer_id'],
      [{ producer_id: null, route_id: other.routeId }, 'route_id'],
      [{ producer_id: null, location_id: other.centres[0].id }, 'location_id'],
      [{ done_on: today }, 'done_on'],
      [{ status: 'done', done_on: addDays(today, 2) }, 'done_on'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/extension-assignments', { ...base, ...change });
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });
});

describe('/extension-call-logs', () => {
  it('shows follow-ups still to do first, earliest first, then the rest newest first', async () => {
    const log = async (calledAt: string, extra: object) =>
      expectStatus(
        await post('/extension-call-logs', {
          officer_id: officerId,
          producer_id: farm.producers[1].id,
          topic: 'milk_hygiene',
          called_at: calledAt,
          ...extra,
        }),
        201,
      ).id as string;
    const old = await log(`${addDays(today, -20)}T09:00`, { channel: 'visit' });
    const lateFollowUp = await log(`${addDays(today, -10)}T09:00`, { follow_up_on: addDays(today, 5) });
    const doneFollowUp = await log(`${addDays(today, -8)}T09:00`, {
      follow_up_on: addDays(today, -3),
      follow_up_done_on: addDays(today, -2),
    });
    const soonFollowUp = await log(`${addDays(today, -6)}T09:00`, { follow_up_on: addDays(today, -1), channel: 'sms' });
    const recent = await log(`${addDays(today, -1)}T09:00`, { duration_seconds: 420, outcome: 'Referred to the vet' });

    const listed = expectStatus(await t.as(farm.account, { method: 'GET', url: '/extension-call-logs' }), 200);
    expect(listed.data.map((row: { id: string }) => row.id)).toEqual([
      soonFollowUp,
      lateFollowUp,
      recent,
      doneFollowUp,
      old,
    ]);
    expect(listed.data[0]).toMatchObject({
      channel: 'sms',
      follow_up_due: true,
      duration_seconds: null,
      farmer_name: farm.producers[1].name,
    });

    const due = expectStatus(
      await t.as(farm.account, { method: 'GET', url: '/extension-call-logs?filter=follow_up_due:true' }),
      200,
    );
    expect(due.total).toBe(2);
    const done = expectStatus(
      await t.as(farm.account, {
        method: 'PUT',
        url: `/extension-call-logs/${soonFollowUp}`,
        payload: { follow_up_done_on: today },
      }),
      200,
    );
    expect(done).toMatchObject({ follow_up_done_on: today, follow_up_due: false });
    expect(
      expectStatus(await t.as(farm.account, { method: 'GET', url: '/extension-call-logs?q=vet' }), 200).total,
    ).toBe(1);

    const csv = await t.as(farm.account, {
      method: 'GET',
      url: '/extension-call-logs?format=csv&columns=farmer_name:Farmer,follow_up_on:Follow-up',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toMatch(/^Farmer,Follow-up,/);
    const [year, month, day] = addDays(today, 5).split('-');
    // The Follow-up column as the page writes it.
    expect(lines[1]).toContain(`,${day}/${month}/${year},`);
  });

  it('names the field of a bad channel, a follow-up before the call, a done follow-up without one and a long call', async () => {
    const base = {
      officer_id: officerId,
      producer_id: farm.producers[0].id,
      topic: 'breeding',
      called_at: `${addDays(today, -1)}T08:00`,
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ channel: 'email' }, 'channel'],
      [{ topic: 'x' }, 'topic'],
      [{ follow_up_on: addDays(today, -2) }, 'follow_up_on'],
      [{ follow_up_done_on: today }, 'follow_up_done_on'],
      [{ follow_up_on: today, follow_up_done_on: addDays(today, 3) }, 'follow_up_done_on'],
      [{ duration_seconds: 90_000 }, 'duration_seconds'],
      [{ called_at: `${addDays(today, 2)}T08:00` }, 'called_at'],
      [{ officer_id: farm.qaAgentId }, 'officer_id'],
      [{ producer_id: farm.driverId }, 'producer_id'],
    ];
    for (const [change, field] of cases) {
      const response = await post('/extension-call-logs', { ...base, ...change });
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });
});

describe('who may see and change extension work', () => {
  it('keeps each organisation to its own rows', async () => {
    const theirs = expectStatus(
      await post(
        '/extension-call-logs',
        { officer_id: otherOfficerId, producer_id: other.producers[0].id, topic: 'feeding' },
        other.account,
      ),
      201,
    );
    const mine = expectStatus(await t.as(farm.account, { method: 'GET', url: '/extension-call-logs?limit=1000' }), 200);
    expect(mine.data.some((row: { id: string }) => row.id === theirs.id)).toBe(false);
    expect((await t.as(farm.account, { method: 'GET', url: `/extension-call-logs/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(farm.account, { method: 'PUT', url: `/extension-call-logs/${theirs.id}`, payload: { outcome: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.as(farm.account, { method: 'GET', url: `/extension-assignments?org_id=${other.account.orgId}` }))
        .statusCode,
    ).toBe(403);
  });

  it('lets a reader read but not write, and refuses those without the permission', async () => {
    const roleOf = async (name: string, permissions: string[]) => {
      const catalogue = expectStatus(
        await t.as(farm.account, { method: 'GET', url: '/permissions?limit=1000' }),
        200,
      ).data;
      const ids = permissions.map((wanted) => catalogue.find((p: { name: string }) => p.name === wanted).id);
      const role = expectStatus(await post('/roles', { name, permissions: ids }), 201);
      return role.id as string;
    };
    const signInAs = async (roleId: string, email: string) => {
      expectStatus(
        await post('/user-roles', {
          role_id: roleId,
          user: {
            username: email,
            first_name: 'Staff',
            last_name: email,
            email: `${email}@example.test`,
            password: 'Extension-2026!',
          },
        }),
        201,
      );
      return t.signIn(`${email}@example.test`, 'Extension-2026!');
    };
    const reader = await signInAs(await roleOf('Extension reader', ['extension_services:read']), 'reader');
    const outsider = await signInAs(await roleOf('Milk only', ['collections:read']), 'outsider');
    expect((await t.as(reader, { method: 'GET', url: '/extension-assignments' })).statusCode).toBe(200);
    const refused = await t.as(reader, {
      method: 'POST',
      url: '/extension-assignments',
      payload: { officer_id: officerId, producer_id: farm.producers[0].id, topic: 'feeding', due_on: today },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.as(outsider, { method: 'GET', url: '/extension-call-logs' })).statusCode).toBe(403);
  });
});
