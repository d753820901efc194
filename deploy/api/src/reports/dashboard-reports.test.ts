import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// The dashboard's figures and the centres report, computed from the deliveries.
let t: TestApp;
let farm: Farm;

const get = async (url: string) => expectStatus(await t.as(farm.account, { method: 'GET', url }), 200);

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Dash', 3);
  const deliveries: Array<[number, number, number, number, number, string, string?]> = [
    // producer, litres, fat, protein, scc, time, status
    [0, 10, 4.0, 3.4, 100_000, '2026-02-27T06:30'],
    [2, 15, 3.0, 3.0, 400_000, '2026-02-27T07:00'],
    [1, 8, 3.5, 3.2, 200_000, '2026-02-27T17:00'],
    [0, 12, 4.2, 3.3, 120_000, '2026-02-28T06:45'],
    [1, 6, 5.0, 3.6, 900_000, '2026-02-28T06:50', 'rejected'],
  ];
  for (const [producer, litres, fat, protein, scc, at, status] of deliveries) {
    expectStatus(
      await t.as(farm.account, {
        method: 'POST',
        url: '/collections',
        payload: delivery(farm, producer, {
          quantity_litres: litres,
          fat_pct: fat,
          protein_pct: protein,
          scc,
          collected_at: at,
          status: status ?? 'accepted',
        }),
      }),
      201,
    );
  }
});
afterAll(() => t.close());

describe('/reports/summary', () => {
  it('sums accepted litres and weighs fat, protein and SCC by litres', async () => {
    // Accepted: 10 + 15 + 8 + 12 = 45 L; fat (40 + 45 + 28 + 50.4) / 45 = 3.63;
    // SCC (1,000,000 + 6,000,000 + 1,600,000 + 1,440,000) / 45 = 223,111. The rejected 6 L count nowhere.
    expect(await get('/reports/summary?from=2026-02-27&to=2026-02-28')).toEqual({
      from: '2026-02-27',
      to: '2026-02-28',
      total_litres: 45,
      average_fat: 3.63,
      average_protein: 3.2,
      average_scc: 223111,
      pending_payments: 0,
    });
    expect((await get('/reports/summary?from=2026-02-28&to=2026-02-28')).total_litres).toBe(12);
    // The fixture's trip is completed: all of it has been picked up, none is waiting.
    expect((await get('/reports/summary?from=2026-02-27&to=2026-02-28&status=completed')).total_litres).toBe(45);
    expect((await get('/reports/summary?from=2026-02-27&to=2026-02-28&status=pending')).total_litres).toBe(0);
    expect((await get('/reports/summary?from=2026-03-01&to=2026-03-05')).average_fat).toBeNull();
  });

  it('covers the last 30 days by default and answers CSV', async () => {
    const summary = await get('/reports/summary');
    expect(Date.parse(summary.to) - Date.parse(summary.from)).toBe(29 * 86_400_000);
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: '/reports/summary?from=2026-02-27&to=2026-02-28&format=csv',
    });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="summary.csv"');
    expect(csv.body).toBe(
      'from,to,total_litres,average_fat,average_protein,average_scc,pending_payments\r\n2026-02-27,2026-02-28,45,3.63,3.2,223111,0\r\n',
    );
  });
});

describe('/reports/litres-per-day', () => {
  it('answers every day of the period, morning and evening, zeros included', async () => {
    expect(await get('/reports/litres-per-day?from=2026-02-26&to=2026-03-01')).toEqual([
      { date: '2026-02-26', morning_litres: 0, evening_litres: 0, total_litres: 0 },
      { date: '2026-02-27', morning_litres: 25, evening_litres: 8, total_litres: 33 },
      { date: '2026-02-28', morning_litres: 12, evening_litres: 0, total_litres: 12 },
      { date: '2026-03-01', morning_litres: 0, evening_litres: 0, total_litres: 0 },
    ]);
    expect(await get('/reports/litres-per-day')).toHaveLength(30);
    const tooLong = await t.as(farm.account, {
      method: 'GET',
      url: '/reports/litres-per-day?from=2020-01-01&to=2026-01-01',
    });
    expect(Object.keys(tooLong.json().fields)).toEqual(['from']);
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: '/reports/litres-per-day?from=2026-02-27&to=2026-02-28&format=csv',
    });
    expect(csv.body.split('\r\n')).toEqual([
      'date,morning_litres,evening_litres,total_litres',
      '2026-02-27,25,8,33',
      '2026-02-28,12,0,12',
      '',
    ]);
  });
});

describe('/reports/centre-quality', () => {
  it('gives each centre its accepted litres and litre-weighted quality', async () => {
    const page = await get('/reports/centre-quality?from=2026-02-27&to=2026-02-28&sort=-quantity_litres');
    expect(page.data).toEqual([
      {
        id: farm.centres[0].id,
        name: 'Dash Githunguri',
        quantity_litres: 37,
        fat_pct: 3.66,
        protein_pct: 3.21,
        scc: 228108,
        location: 'Dash Githunguri market',
      },
      {
        id: farm.centres[1].id,
        name: 'Dash Limuru',
        quantity_litres: 8,
        fat_pct: 3.5,
        protein_pct: 3.2,
        scc: 200000,
        location: 'Dash Limuru market',
      },
    ]);
    const empty = await get('/reports/centre-quality?from=2026-01-01&to=2026-01-02');
    expect(empty.data[0]).toMatchObject({ quantity_litres: 0, fat_pct: null, scc: null });
  });
});

describe('/reports/routes-and-collection-centers', () => {
  it('gives each centre its address, coordinates, period SCC, QA agents and farmers', async () => {
    const page = await get('/reports/routes-and-collection-centers?from=2026-02-27&to=2026-02-28');
    expect(page.data).toEqual([
      {
        id: farm.centres[0].id,
        route_name: 'Dash Githunguri',
        address: 'Dash Githunguri market',
        contact_person: null,
        phone: null,
        scc: 228108,
        location: { latitude: -1.06, longitude: 36.78 },
        qa_agents: ['Wanjiru Tester'],
        farmers: 2,
      },
      {
        id: farm.centres[1].id,
        route_name: 'Dash Limuru',
        address: 'Dash Limuru market',
        contact_person: null,
        phone: null,
        scc: 200000,
        location: { latitude: -1.06, longitude: 36.78 },
        qa_agents: [],
        farmers: 1,
      },
    ]);
    const csv = await t.as(farm.account, {
      method: 'GET',
      url: '/reports/routes-and-collection-centers?from=2026-02-27&to=2026-02-28&format=csv&sort=-farmers',
    });
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      'id,route_name,address,scc,location.latitude,location.longitude,contact_person,phone,qa_agents,farmers',
      `${farm.centres[0].id},Dash Githunguri,Dash Githunguri market,228108,-1.06,36.78,,,Wanjiru Tester,2`,
    ]);
  });
});
