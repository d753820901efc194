import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// The Milk Volume report on a hand-built cooperative: the period 15-28 February 2026 (14 days)
// against the previous one, 1-14 February.
let t: TestApp;
let farm: Farm;
let other: Farm;

const PERIOD = 'from=2026-02-15&to=2026-02-28';
const get = async (url: string, who: Farm = farm) => expectStatus(await t.as(who.account, { method: 'GET', url }), 200);

// producer, litres, Nairobi time, status, on the fixture's trip (its route) or on none
const DELIVERIES: Array<[number, number, string, ('accepted' | 'rejected')?, boolean?]> = [
  [0, 4, '2026-01-31T06:30'], // before both periods
  [0, 10, '2026-02-03T06:30'],
  [1, 20, '2026-02-05T06:40'],
  [1, 8, '2026-02-10T17:10'], // Akinyi's neighbour stops after this one
  [3, 9, '2026-02-14T06:50', 'rejected'], // delivered, though nothing was accepted
  [0, 12, '2026-02-16T06:30'],
  [0, 5, '2026-02-16T17:00'],
  [2, 7, '2026-02-20T06:45', 'accepted', false], // a new farmer, brought in without a trip
  [3, 6, '2026-03-01T06:30'], // back after the period: still stopped during it
];

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Vol', 4);
  other = await createFarm(t, 'Rival', 2);
  for (const [producer, litres, at, status = 'accepted', onTrip = true] of DELIVERIES) {
    const payload = delivery(farm, producer, {
      quantity_litres: litres,
      collected_at: at,
      status,
      trip_id: onTrip ? farm.tripId : null,
    });
    expectStatus(await t.as(farm.account, { method: 'POST', url: '/collections', payload }), 201);
  }
  // Another cooperative's milk in the same days must show nowhere.
  const payload = delivery(other, 0, { quantity_litres: 99, collected_at: '2026-02-05T06:30' });
  expectStatus(await t.as(other.account, { method: 'POST', url: '/collections', payload }), 201);
});
afterAll(() => t.close());

const rows = async (query: string) =>
  (await get(`/reports/milk-volume-by-group?${PERIOD}&${query}`)).data.map(
    ({ name, litres, previous_litres, change_litres, change_pct }: Record<string, unknown>) => ({
      name,
      litres,
      previous_litres,
      change_litres,
      change_pct,
    }),
  );

describe('GET /reports/milk-volume-by-group', () => {
  it('compares each centre with the previous period, biggest first', async () => {
    expect(await rows('group_by=centre')).toEqual([
      { name: 'Vol Githunguri', litres: 24, previous_litres: 10, change_litres: 14, change_pct: 140 },
      { name: 'Vol Limuru', litres: 0, previous_litres: 28, change_litres: -28, change_pct: -100 },
    ]);
    // Centre is the default grouping.
    expect((await get(`/reports/milk-volume-by-group?${PERIOD}`)).total).toBe(2);
  });

  it('puts milk on the route of the trip that carried it, and milk on no trip under No route', async () => {
    expect(await rows('group_by=route&sort=name')).toEqual([
      { name: 'No route', litres: 7, previous_litres: 0, change_litres: 7, change_pct: null },
      { name: 'Vol Loop', litres: 17, previous_litres: 38, change_litres: -21, change_pct: -55.3 },
    ]);
    expect(await rows('group_by=organisation')).toEqual([
      { name: expect.stringContaining('Vol'), litres: 24, previous_litres: 38, change_litres: -14, change_pct: -36.8 },
    ]);
  });

  it('answers per farmer with the member number, sortable by litres and by change', async () => {
    const page = await get(`/reports/milk-volume-by-group?${PERIOD}&group_by=farmer&sort=-litres,member_id`);
    expect(
      page.data.map((r: Record<string, unknown>) => [r.member_id, r.litres, r.previous_litres, r.change_pct]),
    ).toEqual([
      ['F-001', 17, 10, 70],
      ['F-003', 7, 0, null],
      ['F-002', 0, 28, -100],
      ['F-004', 0, 0, null],
    ]);
    expect(page.data[0]).toMatchObject({ id: farm.producers[0].id, name: farm.producers[0].name });
    const bottom = await get(`/reports/milk-volume-by-group?${PERIOD}&group_by=farmer&sort=change_pct&limit=1`);
    expect(bottom.data.map((r: { member_id: string }) => r.member_id)).toEqual(['F-002']);
  });

  it('adds up to the summary of the same days in every grouping', async () => {
    const { total_litres } = await get(`/reports/summary?${PERIOD}`);
    expect(total_litres).toBe(24);
    for (const group of ['centre', 'route', 'organisation', 'farmer']) {
      const page = await get(`/reports/milk-volume-by-group?${PERIOD}&group_by=${group}`);
      expect({ group, sum: page.data.reduce((s: number, r: { litres: number }) => s + r.litres, 0) }).toEqual({
        group,
        sum: 24,
      });
    }
  });

  it('exports the table as CSV', async () => {
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: `/reports/milk-volume-by-group?${PERIOD}&format=csv&columns=name:Centre,litres:Litres`,
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="milk-volume-by-group.csv"');
    expect(csv.body.split('\r\n')[0]).toBe('Centre,Litres,id,member_id,previous_litres,change_litres,change_pct');
    expect(csv.body.split('\r\n')[1]).toMatch(/^Vol Githunguri,24,/);
  });
});

describe('GET /reports/milk-volume-over-time', () => {
  it('answers days with morning and evening, zeros included', async () => {
    const days = await get('/reports/milk-volume-over-time?from=2026-02-15&to=2026-02-17');
    expect(days).toEqual([
      { start_date: '2026-02-15', end_date: '2026-02-15', morning_litres: 0, evening_litres: 0, total_litres: 0 },
      { start_date: '2026-02-16', end_date: '2026-02-16', morning_litres: 12, evening_litres: 5, total_litres: 17 },
      { start_date: '2026-02-17', end_date: '2026-02-17', morning_litres: 0, evening_litres: 0, total_litres: 0 },
    ]);
  });

  it("cuts weeks and months at the period's ends", async () => {
    // 15 February 2026 is a Sunday: its ISO week started on the 9th; the last week runs to 1 March.
    expect(await get(`/reports/milk-volume-over-time?${PERIOD}&interval=week`)).toEqual([
      { start_date: '2026-02-15', end_date: '2026-02-15', morning_litres: 0, evening_litres: 0, total_litres: 0 },
      { start_date: '2026-02-16', end_date: '2026-02-22', morning_litres: 19, evening_litres: 5, total_litres: 24 },
      { start_date: '2026-02-23', end_date: '2026-02-28', morning_litres: 0, evening_litres: 0, total_litres: 0 },
    ]);
    const months = await get('/reports/milk-volume-over-time?from=2026-01-31&to=2026-03-01&interval=month');
    expect(months.map((m: Record<string, unknown>) => [m.start_date, m.end_date, m.total_litres])).toEqual([
      ['2026-01-31', '2026-01-31', 4],
      ['2026-02-01', '2026-02-28', 62],
      ['2026-03-01', '2026-03-01', 6],
    ]);
    const { total_litres } = await get('/reports/summary?from=2026-01-31&to=2026-03-01');
    expect(total_litres).toBe(72);
  });

  it('answers CSV', async () => {
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: '/reports/milk-volume-over-time?from=2026-02-16&to=2026-02-16&format=csv',
    });
    expect(csv.body.split('\r\n')).toEqual([
      'start_date,end_date,morning_litres,evening_litres,total_litres',
      '2026-02-16,2026-02-16,12,5,17',
      '',
    ]);
  });
});

describe('GET /reports/milk-volume-stopped-farmers', () => {
  it('lists who delivered in the previous period and nothing in this one, even if they came back later', async () => {
    const page = await get(`/reports/milk-volume-stopped-farmers?${PERIOD}`);
    expect(page.total).toBe(2);
    expect(page.data).toEqual([
      {
        id: farm.producers[1].id,
        name: farm.producers[1].name,
        member_id: 'F-002',
        centre_id: farm.centres[1].id,
        centre_name: 'Vol Limuru',
        route_name: 'Vol Loop',
        last_delivery_on: '2026-02-10',
        previous_deliveries: 2,
        previous_litres: 28,
      },
      {
        id: farm.producers[3].id,
        name: farm.producers[3].name,
        member_id: 'F-004',
        centre_id: farm.centres[1].id,
        centre_name: 'Vol Limuru',
        route_name: 'Vol Loop',
        last_delivery_on: '2026-02-14',
        previous_deliveries: 1,
        previous_litres: 0,
      },
    ]);
    // A period holding the return on 1 March: only F-002 stopped.
    const later = await get('/reports/milk-volume-stopped-farmers?from=2026-02-15&to=2026-03-01');
    expect(later.data.map((r: { member_id: string }) => r.member_id)).toEqual(['F-002']);
  });

  it('answers a period ending today from the last deliveries', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const now = await createFarm(t, 'Now', 2);
    for (const [producer, daysAgo] of [
      [0, 5],
      [1, 4],
      [1, 1],
    ] as const) {
      const payload = delivery(now, producer, { collected_at: `${day(daysAgo)}T12:00:00+03:00` });
      expectStatus(await t.as(now.account, { method: 'POST', url: '/collections', payload }), 201);
    }
    const page = await get(`/reports/milk-volume-stopped-farmers?from=${day(2)}&to=${day(0)}`, now);
    expect(
      page.data.map((r: { member_id: string; last_delivery_on: string }) => [r.member_id, r.last_delivery_on]),
    ).toEqual([['F-001', day(5)]]);
  });
});

describe('every milk volume endpoint', () => {
  const urls = [
    '/reports/milk-volume-by-group',
    '/reports/milk-volume-over-time',
    '/reports/milk-volume-stopped-farmers',
  ];

  it("shows only the caller's organisation and refuses another's with 403", async () => {
    expect((await get(`/reports/milk-volume-by-group?${PERIOD}&group_by=organisation`, other)).data).toEqual([
      expect.objectContaining({ litres: 0, previous_litres: 99 }),
    ]);
    expect(
      (await get(`/reports/milk-volume-stopped-farmers?${PERIOD}`, other)).data.map((r: { id: string }) => r.id),
    ).toEqual([other.producers[0].id]);
    const otherOrg = (await get('/users/me', other)).organization_ids[0];
    for (const url of urls) {
      expect({
        url,
        status: (await t.as(farm.account, { method: 'GET', url: `${url}?organization_id=${otherOrg}` })).statusCode,
      }).toEqual({
        url,
        status: 403,
      });
    }
  });

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: Array<[string, string]> = [
      ['/reports/milk-volume-by-group?group_by=planet', 'group_by'],
      ['/reports/milk-volume-by-group?sort=favourite', 'sort'],
      ['/reports/milk-volume-by-group?from=2026-02-30', 'from'],
      ['/reports/milk-volume-over-time?interval=year', 'interval'],
      ['/reports/milk-volume-over-time?from=2026-03-02&to=2026-03-01', 'to'],
      ['/reports/milk-volume-over-time?from=2020-01-01&to=2026-01-01', 'from'],
      ['/reports/milk-volume-over-time?format=pdf', 'format'],
      ['/reports/milk-volume-stopped-farmers?to=yesterday', 'to'],
      ['/reports/milk-volume-stopped-farmers?sort=-route', 'sort'],
    ];
    for (const [url, field] of cases) {
      const response = await t.as(farm.account, { method: 'GET', url });
      expect({ url, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        url,
        status: 400,
        fields: [field],
      });
    }
  });
});
