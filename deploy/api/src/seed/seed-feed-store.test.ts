import { expectStatus } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD } from './seed-demo-data';

// The demo co-op store as Feed Management shows it on first start.
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  token = await t.signIn('admin@maziwa.test', DEMO_PASSWORD);
});
afterAll(() => t.close());

const get = async (url: string) => expectStatus(await t.as(token, { method: 'GET', url }), 200);

it('stocks a realistic catalogue, one product of it below its reorder level', async () => {
  const products = (await get('/feed-products?limit=100')).data as Array<Record<string, any>>;
  expect(products.map((p) => p.name)).toEqual(
    expect.arrayContaining([
      'Dairy meal 70 kg',
      'Maclick Super mineral lick 2 kg',
      'Boma Rhodes grass seed 1 kg',
      'Acaricide 100 ml',
      'Aluminium milk can 10 L',
    ]),
  );
  expect(new Set(products.map((p) => p.category))).toEqual(new Set(['feed', 'seeds', 'veterinary', 'equipment']));
  for (const p of products) {
    expect(p.stock_on_hand).toBe(p.received - p.issued);
    expect(p.stock_on_hand).toBeGreaterThanOrEqual(0);
  }
  expect(products.filter((p) => p.low_stock).map((p) => p.name)).toContain('Acaricide 100 ml');
  expect(products.some((p) => !p.low_stock && p.issued > 0)).toBe(true);
});

it('received stock over the months and issued it to farmers as supplies the pay runs deduct', async () => {
  const receipts = await get('/feed-receipts?limit=1');
  expect(receipts.total).toBeGreaterThan(10);
  const issues = await get('/feed-issues?limit=1000');
  expect(issues.total).toBeGreaterThan(50);
  expect(
    issues.data.every(
      (i: any) => i.status === 'delivered' && i.total_cost === i.quantity * i.unit_price && i.farmer_name,
    ),
  ).toBe(true);
  const { rows } = await t.db.query<{ n: number }>(
    `SELECT count(DISTINCT l.supply_id)::int AS n FROM payment_lines l JOIN supplies s ON s.id = l.supply_id
      WHERE s.product_id IS NOT NULL AND l.kind = 'deduction'`,
  );
  expect(rows[0].n).toBeGreaterThan(10);
});
