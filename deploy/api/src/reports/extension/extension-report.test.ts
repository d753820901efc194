import { createFarm, delivery, expectStatus, type Farm } from '../../testing/dairy-fixture';
import { createOfficer } from '../../testing/extension-officer';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The Extension Services report on a hand-built cooperative over February 2026, with two
// officers at work and a third who did nothing; another cooperative's work shows nowhere.
let t: TestApp;
let farm: Farm;
let other: Farm;
const officers: Record<'mercy' | 'otieno' | 'idle', string> = { mercy: '', otieno: '', idle: '' };

const PERIOD = 'from=2026-02-01&to=2026-02-28';
const get = async (url: string, who: Farm = farm) => expectStatus(await t.as(who.account, { method: 'GET', url }), 200);
const post = async (url: string, payload: object, who: Farm = farm) =>
  expectStatus(await t.as(who.account, { method: 'POST', url, payload }), 201);

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Ext', 4);
  other = await createFarm(t, 'Rival', 2);
  officers.mercy = await createOfficer(t, farm.account, 'Mercy', 'Chebet', 'EXT-001');
  officers.otieno = await createOfficer(t, farm.account, 'Otieno', 'Were', 'EXT-002');
  officers.idle = await createOfficer(t, farm.account, 'Zawadi', 'Idle', 'EXT-003');
  const rivalOfficer = await createOfficer(t, other.account, 'Rival', 'Officer', 'EXT-009');
  const [p0, p1, p2, p3] = farm.producers.map((p) => p.id);
  const visit = (officer: string, target: object, due_on: string, status: string, done_on?: string) =>
    post('/extension-assignments', {
      officer_id: officer,
      ...target,
      topic: 'milk_hygiene',
      due_on,
      status,
      ...(done_on ? { done_on } : {}),
    });
  const log = (officer: string, producer_id: string, called_at: string, channel: string, follow: object = {}) =>
    post('/extension-call-logs', { officer_id: officer, producer_id, called_at, channel, topic: 'feeding', ...follow });

  // Mercy: a farm visit and a route meeting done, one done in January, one missed, one overdue.
  await visit(officers.mercy, { producer_id: p0 }, '2026-02-03', 'done', '2026-02-05');
  await visit(officers.mercy, { route_id: farm.routeId }, '2026-02-10', 'done', '2026-02-10');
  await visit(officers.mercy, { producer_id: p1 }, '2026-01-28', 'done', '2026-01-30');
  await visit(officers.mercy, { producer_id: p2 }, '2026-02-12', 'missed');
  await visit(officers.mercy, { producer_id: p2 }, '2026-02-20', 'planned');
  // Follow-ups: done the day before (on time), done a day late, and one not done at all.
  await log(officers.mercy, p0, '2026-02-06T10:00:00+03:00', 'call', {
    follow_up_on: '2026-02-10',
    follow_up_done_on: '2026-02-09',
  });
  await log(officers.mercy, p3, '2026-02-07T10:00:00+03:00', 'sms', {
    follow_up_on: '2026-02-14',
    follow_up_done_on: '2026-02-15',
  });
  await log(officers.mercy, p1, '2026-01-25T10:00:00+03:00', 'visit', { follow_up_on: '2026-02-02' });
  // Otieno: a call to Mercy's farmer, a farm visit logged with a follow-up done the same day, a centre meeting.
  await log(officers.otieno, p0, '2026-02-20T09:00:00+03:00', 'call');
  await log(officers.otieno, p2, '2026-02-21T09:00:00+03:00', 'visit', {
    follow_up_on: '2026-02-21',
    follow_up_done_on: '2026-02-21',
  });
  await visit(officers.otieno, { location_id: farm.centres[0].id }, '2026-02-22', 'done', '2026-02-22');
  // The last minute of February in Nairobi counts; the first of March does not.
  await log(officers.otieno, p0, '2026-02-28T23:59:00+03:00', 'sms');
  await log(officers.otieno, p1, '2026-03-01T00:01:00+03:00', 'sms');

  // Milk: the visited p0 and p3 against p1, who was not reached in February.
  const deliveries: Array<[number, number, number, number, string]> = [
    [0, 10, 4.0, 500_000, '2026-02-04T06:30:00+03:00'],
    [0, 30, 3.0, 300_000, '2026-01-31T06:30:00+03:00'], // before the period
    [3, 30, 4.4, 100_000, '2026-02-16T06:30:00+03:00'],
    [1, 20, 3.5, 100_000, '2026-02-16T06:40:00+03:00'],
  ];
  for (const [producer, litres, fat, scc, at] of deliveries) {
    await post(
      '/collections',
      delivery(farm, producer, { quantity_litres: litres, fat_pct: fat, scc, collected_at: at }),
    );
  }
  await post(
    '/extension-call-logs',
    {
      officer_id: rivalOfficer,
      producer_id: other.producers[0].id,
      called_at: '2026-02-10T10:00:00+03:00',
      topic: 'feeding',
    },
    other,
  );
  await post(
    '/collections',
    delivery(other, 0, { quantity_litres: 99, collected_at: '2026-02-10T06:30:00+03:00' }),
    other,
  );
});
afterAll(() => t.close());

const work = (row: Record<string, unknown>) => {
  const { id: _id, officer_name: _n, member_id: _m, organization_name: _o, officers: _c, ...figures } = row;
  return figures;
};

describe('GET /reports/extension-officers', () => {
  it("counts each officer's visits, calls and follow-ups of the period, and lists the idle officer with zeros", async () => {
    const page = await get(`/reports/extension-officers?${PERIOD}`);
    expect(page.total).toBe(3);
    expect(page.data.map((r: Record<string, unknown>) => [r.officer_name, r.member_id])).toEqual([
      ['Mercy Chebet', 'EXT-001'],
      ['Otieno Were', 'EXT-002'],
      ['Zawadi Idle', 'EXT-003'],
    ]);
    expect(page.data.map(work)).toEqual([
      {
        visits_done: 2,
        visits_missed: 1,
        visits_overdue: 1,
        calls: 1,
        visits_logged: 0,
        sms: 1,
        farmers_reached: 2,
        follow_ups_due: 3,
        follow_ups_on_time: 1,
        follow_ups_on_time_pct: 33.3,
      },
      {
        visits_done: 1,
        visits_missed: 0,
        visits_overdue: 0,
        calls: 1,
        visits_logged: 1,
        sms: 1,
        farmers_reached: 2,
        follow_ups_due: 1,
        follow_ups_on_time: 1,
        follow_ups_on_time_pct: 100,
      },
      {
        visits_done: 0,
        visits_missed: 0,
        visits_overdue: 0,
        calls: 0,
        visits_logged: 0,
        sms: 0,
        farmers_reached: 0,
        follow_ups_due: 0,
        follow_ups_on_time: 0,
        follow_ups_on_time_pct: null,
      },
    ]);
  });

  it('counts a follow-up done on its day as on time and one done the day after as late', async () => {
    const day = async (d: string) =>
      (await get(`/reports/extension-officers?from=${d}&to=${d}&filter=id:${officers.mercy}`)).data[0];
    expect(await day('2026-02-10')).toMatchObject({ follow_ups_due: 1, follow_ups_on_time: 1 });
    expect(await day('2026-02-14')).toMatchObject({
      follow_ups_due: 1,
      follow_ups_on_time: 0,
      follow_ups_on_time_pct: 0,
    });
    const otieno = await get(`/reports/extension-officers?from=2026-02-21&to=2026-02-21&filter=id:${officers.otieno}`);
    expect(otieno.data[0]).toMatchObject({
      follow_ups_due: 1,
      follow_ups_on_time: 1,
      visits_logged: 1,
      farmers_reached: 1,
    });
  });

  it('sorts on the server, searches officers and exports CSV', async () => {
    const busiest = await get(`/reports/extension-officers?${PERIOD}&sort=-visits_done&limit=1`);
    expect(busiest.data[0].officer_name).toBe('Mercy Chebet');
    expect(
      (await get(`/reports/extension-officers?${PERIOD}&q=were`)).data.map((r: { member_id: string }) => r.member_id),
    ).toEqual(['EXT-002']);
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: `/reports/extension-officers?${PERIOD}&format=csv&columns=officer_name:Officer,visits_done:Visits done`,
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="extension-officers.csv"');
    expect(csv.body.split('\r\n')[1]).toMatch(/^Mercy Chebet,2,/);
  });
});

describe('GET /reports/extension-totals', () => {
  it("is the sum of the officers' rows, with each farmer reached counted once", async () => {
    const totals = await get(`/reports/extension-totals?${PERIOD}`);
    expect(totals.data).toHaveLength(1);
    expect(totals.data[0]).toMatchObject({ id: farm.account.orgId, officers: 3 });
    expect(work(totals.data[0])).toEqual({
      visits_done: 3,
      visits_missed: 1,
      visits_overdue: 1,
      calls: 2,
      visits_logged: 1,
      sms: 2,
      // p0 (both officers), p2 and p3; the route and centre meetings reach nobody by name.
      farmers_reached: 3,
      follow_ups_due: 4,
      follow_ups_on_time: 2,
      follow_ups_on_time_pct: 50,
    });
  });
});

describe('GET /reports/extension-visited-quality', () => {
  it('compares the farmers reached with the other farmers who delivered, litre-weighted', async () => {
    const page = await get(`/reports/extension-visited-quality?${PERIOD}`);
    expect(page.data.map(({ id: _id, organization_id: _o, ...row }: Record<string, unknown>) => row)).toEqual([
      // p0 10 L at 4.0 % and 500k, p3 30 L at 4.4 % and 100k; p2 was reached but delivered nothing.
      {
        group: 'visited',
        farmers: 3,
        delivering_farmers: 2,
        litres: 40,
        fat_pct: 4.3,
        protein_pct: 3.2,
        scc: 200_000,
        above_400k_pct: 25,
      },
      {
        group: 'not_visited',
        farmers: 1,
        delivering_farmers: 1,
        litres: 20,
        fat_pct: 3.5,
        protein_pct: 3.2,
        scc: 100_000,
        above_400k_pct: 0,
      },
    ]);
    // A period starting mid-month leaves out the days before it (p0's 4 February delivery).
    const late = await get('/reports/extension-visited-quality?from=2026-02-05&to=2026-02-28');
    expect(late.data.map((r: Record<string, unknown>) => [r.group, r.farmers, r.delivering_farmers, r.litres])).toEqual(
      [
        ['visited', 3, 1, 30],
        ['not_visited', 1, 1, 20],
      ],
    );
  });
});

describe('every extension report', () => {
  const names = ['extension-officers', 'extension-totals', 'extension-visited-quality'];

  it.each(names)("%s shows only the caller's organisation", async (name) => {
    const theirs = await get(`/reports/${name}?${PERIOD}`, other);
    expect(JSON.stringify(theirs)).not.toContain(farm.account.orgId);
    expect(JSON.stringify(theirs)).not.toContain('Mercy');
    const forbidden = await t.as(other.account, {
      method: 'GET',
      url: `/reports/${name}?organization_id=${farm.account.orgId}`,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it.each(names)('%s refuses bad input with 400 naming the field', async (name) => {
    const bad = async (query: string, field: string) => {
      const response = await t.as(farm.account, { method: 'GET', url: `/reports/${name}?${query}` });
      expect({ query, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    };
    await bad('from=2026-02-30', 'from');
    await bad('from=2026-03-01&to=2026-02-01', 'to');
    await bad('sort=nonsense', 'sort');
    await bad('limit=-1', 'limit');
  });
});
