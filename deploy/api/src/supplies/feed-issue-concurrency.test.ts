import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Issues racing for the last of a product. Meaningful on PostgreSQL (TEST_DATABASE_URL: the
// transactions really overlap and only the product's row lock keeps them apart); on PGlite the
// same requests run one after another and must end the same way.
let t: TestApp;
let farm: Farm;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Race', 3);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.as(farm.account, { method: 'POST', url, payload });

async function stocked(name: string, quantity: number): Promise<string> {
  const made = expectStatus(
    await post('/feed-products', { name, category: 'feed', unit: 'bag', unit_price: 3200 }),
    201,
  );
  expectStatus(
    await post('/feed-receipts', {
      product_id: made.id,
      quantity,
      unit_cost: 2900,
      supplier_name: 'Unga',
      received_on: '2026-03-01',
    }),
    201,
  );
  return made.id;
}

const issueAtOnce = (productId: string, count: number, quantity: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      post('/feed-issues', {
        product_id: productId,
        producer_id: farm.producers[i % farm.producers.length].id,
        quantity,
      }),
    ),
  );

async function onHand(productId: string): Promise<number> {
  return expectStatus(await t.as(farm.account, { method: 'GET', url: `/feed-products/${productId}` }), 200)
    .stock_on_hand;
}

it('gives the last bag to one of two issues sent at once', async () => {
  const productId = await stocked('Dairy meal 70 kg', 1);
  const answers = await issueAtOnce(productId, 2, 1);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  expect(answers.find((a) => a.statusCode === 409)!.json().fields).toEqual({
    quantity: 'Dairy meal 70 kg is out of stock',
  });
  expect(await onHand(productId)).toBe(0);
});

it('issues exactly what the stock covers when twelve ask at once', async () => {
  const productId = await stocked('Calf pellets 50 kg', 10);
  const answers = await issueAtOnce(productId, 12, 3);
  expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
  expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
  expect(await onHand(productId)).toBe(1);
  const { rows } = await t.db.query<{ n: number; issued: string }>(
    'SELECT count(*)::int AS n, sum(quantity) AS issued FROM supplies WHERE product_id = $1',
    [productId],
  );
  expect(rows[0]).toMatchObject({ n: 3 });
  expect(Number(rows[0].issued)).toBe(9);
});
