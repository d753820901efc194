import { REPORTS } from './reports/reports';
import { createFarm, type Farm } from './testing/dairy-fixture';
import { createTestApp, type TestApp } from './testing/test-app';

// Junk in, 4xx out: the dairy endpoints never answer 500 to what a client sends.
let t: TestApp;
let farm: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Junk', 1);
});
afterAll(() => t.close());

const RESOURCES = [
  'collections',
  'consolidations',
  'quality-tests',
  'rejections',
  'payments',
  'supplies',
  'extension-assignments',
  'extension-call-logs',
];

it('answers junk bodies with 4xx and an error body', async () => {
  const junk: unknown[] = [
    null,
    [],
    'text',
    42,
    {},
    { producer_id: 'x', location_id: 'y' },
    { quantity_litres: 'lots', fat_pct: null, scc: 1e20 },
    { collected_at: '2026-13-45T99:99', period_start: '2026-02-30', period_end: 'soon', due_date: '20260301' },
    { supply_items: [{ item: 'x' }], supplier_details: { name: 5 } },
    { qa_agent_ids: 'a,b', reason: ['high_scc'], status: { a: 1 } },
    { total_weight_kg: 1e12, duration_seconds: -1, scheduled_for: 'tomorrow' },
  ];
  for (const url of RESOURCES) {
    for (const payload of junk) {
      const response = await t.as(farm.account, {
        method: 'POST',
        url: `/${url}`,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect({ url, payload, status: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
        url,
        payload,
        status: true,
      });
      expect(response.json()).toEqual(
        expect.objectContaining({ statusCode: response.statusCode, message: expect.any(String) }),
      );
    }
  }
});

it('answers junk queries with 200 or 400, never 500', async () => {
  const queries = [
    'filter=:',
    'filter=,,,',
    'filter=collected_at:2026-02-30',
    'filter=test_date:yesterday',
    'filter=producer_id:nope',
    'filter=quantity_litres:much',
    'sort=-',
    'sort=,',
    'q=%25%5F%5C',
    'populate=,',
    'limit=1.5',
    'offset=1e9',
    'from=2026-02-30',
    'to=2026-1-1',
    'status=',
    'format=',
    'organization_id=',
    'from=0001-01-01&to=9999-12-31',
  ];
  const urls = [
    ...RESOURCES.map((r) => `/${r}`),
    ...REPORTS.map((r) => `/reports/${r.name}`),
    '/reports/summary',
    '/reports/litres-per-day',
  ];
  for (const url of urls) {
    for (const query of queries) {
      const response = await t.as(farm.account, { method: 'GET', url: `${url}?${query}` });
      expect({ url, query, ok: response.statusCode === 200 || response.statusCode === 400 }).toEqual({
        url,
        query,
        ok: true,
      });
    }
  }
  const badDay = await t.as(farm.account, { method: 'GET', url: '/collections?filter=collected_at:2026-02-30' });
  expect(badDay.json().fields).toEqual({ filter: 'collected_at must be a date, got "2026-02-30"' });
});
