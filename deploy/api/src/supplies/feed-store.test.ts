import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { addMember } from '../testing/members';
import { createTestApp, type Account, type TestApp } from '../testing/test-app';
import { auditCount, memberHolding } from '../testing/pay-settings-fixture';

// The co-op store: a catalogue, stock received, stock issued to farmers as supplies.
let t: TestApp;
let farm: Farm;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Store', 3);
  admin = farm.account;
});
afterAll(() => t.close());

const post = (url: string, payload: object, as: Account = admin) => t.as(as, { method: 'POST', url, payload });
const get = async (url: string, as: Account = admin) => expectStatus(await t.as(as, { method: 'GET', url }), 200);

let named = 0;
async function product(extra: object = {}) {
  named += 1;
  return expectStatus(
    await post('/feed-products', {
      name: `Dairy meal 70 kg #${named}`,
      category: 'feed',
      unit: 'bag',
      unit_price: 3200,
      reorder_level: 10,
      ...extra,
    }),
    201,
  );
}
const receive = (productId: string, quantity: number, extra: object = {}) =>
  post('/feed-receipts', {
    product_id: productId,
    quantity,
    unit_cost: 2900,
    supplier_name: 'Unga Farm Care',
    received_on: '2026-03-01',
    ...extra,
  });
const issue = (productId: string, quantity: number, producer = 0, extra: object = {}, as: Account = admin) =>
  post('/feed-issues', { product_id: productId, producer_id: farm.producers[producer].id, quantity, ...extra }, as);
const stockOf = async (productId: string) => (await get(`/feed-products/${productId}`)) as Record<string, any>;

describe('the catalogue and its stock', () => {
  it('adds a product with nothing in stock, marked low against its reorder level', async () => {
    const made = await product({ name: '  Calf pellets  ', unit: '50 kg bag', unit_price: 2850.5, reorder_level: 5 });
    expect(made).toMatchObject({
      name: 'Calf pellets',
      category: 'feed',
      unit: '50 kg bag',
      unit_price: 2850.5,
      reorder_level: 5,
      active: true,
      received: 0,
      issued: 0,
      stock_on_hand: 0,
      low_stock: true,
    });
    expect(await auditCount(t, 'feed-products', made.id, 'create')).toBe(1);
  });

  it('counts stock on hand as everything received less everything issued', async () => {
    const meal = await product({ reorder_level: 10 });
    expectStatus(await receive(meal.id, 20), 201);
    const receipt = expectStatus(await receive(meal.id, 7.5, { unit_cost: 2950.25, notes: 'Short of 2.5' }), 201);
    expect(receipt).toMatchObject({
      product_name: meal.name,
      unit: 'bag',
      category: 'feed',
      quantity: 7.5,
      total_cost: 22126.88,
      notes: 'Short of 2.5',
    });
    expectStatus(await issue(meal.id, 3), 201);
    expectStatus(await issue(meal.id, 2.5, 1), 201);
    expect(await stockOf(meal.id)).toMatchObject({ received: 27.5, issued: 5.5, stock_on_hand: 22, low_stock: false });
    expectStatus(await issue(meal.id, 13), 201);
    expect(await stockOf(meal.id)).toMatchObject({ stock_on_hand: 9, low_stock: true });
  });

  it('lists products by stock, filters the low ones and searches names', async () => {
    const lick = await product({
      name: 'Mineral lick 2 kg',
      category: 'feed',
      unit: 'block',
      unit_price: 650,
      reorder_level: 2,
    });
    expectStatus(await receive(lick.id, 40), 201);
    const low = await get('/feed-products?filter=low_stock:true&limit=100');
    expect(low.data.every((p: any) => p.low_stock && p.stock_on_hand < p.reorder_level)).toBe(true);
    expect(low.data.map((p: any) => p.id)).not.toContain(lick.id);
    const byStock = await get('/feed-products?sort=-stock_on_hand&limit=1');
    expect(byStock.data[0]).toMatchObject({ id: lick.id, stock_on_hand: 40 });
    expect((await get('/feed-products?q=mineral')).data.map((p: any) => p.name)).toEqual(['Mineral lick 2 kg']);
    expect((await get('/feed-products?filter=category:veterinary')).total).toBe(0);
    const csv = await t.as(admin, { method: 'GET', url: '/feed-products?format=csv&q=mineral' });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/Mineral lick 2 kg,feed,block,650,2,true,40,0,40,false/);
  });

  it('refuses bad input at its field and a name used twice', async () => {
    const odd = await post('/feed-products', { name: 'Dewormer', category: 'drugs', unit: 'bottle', unit_price: 1800 });
    expect(odd.statusCode).toBe(400);
    expect(Object.keys(odd.json().fields)).toEqual(['category']);
    const fraction = await post('/feed-products', {
      name: 'Dewormer',
      category: 'veterinary',
      unit: 'bottle',
      unit_price: 1800.005,
    });
    expect(fraction.json().fields).toEqual({ unit_price: 'must have at most 2 decimals' });
    const blank = await post('/feed-products', {
      name: '   ',
      category: 'veterinary',
      unit: 'bottle',
      unit_price: 1800,
    });
    expect(blank.json().fields).toEqual({ name: 'must not be blank' });
    await product({ name: 'Acaricide 100 ml' });
    const twice = await post('/feed-products', {
      name: 'ACARICIDE 100 ML',
      category: 'veterinary',
      unit: 'bottle',
      unit_price: 450,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toHaveProperty('name');
    const meal = await product();
    expect((await receive(meal.id, 0)).json().fields).toHaveProperty('quantity');
    expect((await receive(meal.id, 5, { received_on: '2099-01-01' })).json().fields).toEqual({
      received_on: 'must not be in the future',
    });
    expect((await receive(meal.id, 5, { supplier_name: ' ' })).json().fields).toEqual({
      supplier_name: 'must not be blank',
    });
  });

  it('edits a product; deletes only one the store never moved', async () => {
    const seed = await product({ name: 'Boma Rhodes seed', category: 'seeds', unit: 'kg', unit_price: 1200 });
    const edited = expectStatus(
      await t.as(admin, {
        method: 'PUT',
        url: `/feed-products/${seed.id}`,
        payload: { unit_price: 1250, reorder_level: 3 },
      }),
      200,
    );
    expect(edited).toMatchObject({ name: 'Boma Rhodes seed', unit_price: 1250, reorder_level: 3 });
    expectStatus(await receive(seed.id, 4), 201);
    const used = await t.as(admin, { method: 'DELETE', url: `/feed-products/${seed.id}` });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'Boma Rhodes seed has stock received or issued: mark it inactive instead of deleting it',
    );
    const unused = await product();
    expect((await t.as(admin, { method: 'DELETE', url: `/feed-products/${unused.id}` })).statusCode).toBe(204);
  });
});

describe('issuing to a farmer', () => {
  it('is a delivered supply on credit: the Supplies list shows it at the product’s price and category', async () => {
    const dewormer = await product({
      name: 'Albendazole dewormer 1 L',
      category: 'veterinary',
      unit: 'bottle',
      unit_price: 1800,
    });
    expectStatus(await receive(dewormer.id, 6), 201);
    const issued = expectStatus(
      await issue(dewormer.id, 2, 2, { issued_at: '2026-03-10T10:00:00+03:00', notes: 'Herd of 4' }),
      201,
    );
    expect(issued).toMatchObject({
      product_name: 'Albendazole dewormer 1 L',
      unit: 'bottle',
      category: 'veterinary',
      producer_id: farm.producers[2].id,
      farmer_name: farm.producers[2].name,
      member_id: farm.producers[2].member,
      quantity: 2,
      unit_price: 1800,
      total_cost: 3600,
      issued_at: '2026-03-10T07:00:00.000Z',
      status: 'delivered',
      notes: 'Herd of 4',
    });
    const supply = await get(`/supplies/${issued.id}`);
    expect(supply).toMatchObject({
      producer_id: farm.producers[2].id,
      supply_items: [{ item: 'Albendazole dewormer 1 L', quantity: 2 }],
      items: 'Albendazole dewormer 1 L × 2',
      total_cost: 3600,
      status: 'delivered',
      supply_category: 'veterinary',
    });
    const listed = await get(`/feed-issues?filter=product_id:${dewormer.id}`);
    expect(listed.data.map((i: any) => i.id)).toEqual([issued.id]);
    expect(
      (await get(`/feed-issues?q=${encodeURIComponent(farm.producers[2].name)}`)).data.map((i: any) => i.id),
    ).toContain(issued.id);
    expect(await auditCount(t, 'feed-issues', issued.id, 'create')).toBe(1);
  });

  it('refuses more than is in stock, naming quantity and what is left', async () => {
    const meal = await product({ name: 'Dairy meal 70 kg' });
    expectStatus(await receive(meal.id, 15), 201);
    expectStatus(await issue(meal.id, 3), 201);
    const tooMany = await issue(meal.id, 13);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'Only 12 bags of Dairy meal 70 kg in stock',
      fields: { quantity: 'Only 12 bags of Dairy meal 70 kg in stock' },
    });
    expectStatus(await issue(meal.id, 12), 201);
    expect((await issue(meal.id, 1)).json().message).toBe('Dairy meal 70 kg is out of stock');
    expect((await stockOf(meal.id)).stock_on_hand).toBe(0);
  });

  it('refuses an inactive product, a farmer who is not a producer and a day in the future', async () => {
    const can = await product({
      name: 'Milking can 10 L',
      category: 'equipment',
      unit: 'can',
      unit_price: 4200,
      active: false,
    });
    expectStatus(await receive(can.id, 3), 201);
    expect((await issue(can.id, 1)).json().fields).toEqual({
      product_id: 'Milking can 10 L is inactive and cannot be issued',
    });
    const meal = await product();
    expectStatus(await receive(meal.id, 3), 201);
    const driver = await post('/feed-issues', { product_id: meal.id, producer_id: farm.driverId, quantity: 1 });
    expect(driver.statusCode).toBe(400);
    expect(Object.keys(driver.json().fields)).toEqual(['producer_id']);
    expect((await issue(meal.id, 1, 0, { issued_at: '2099-01-01T08:00' })).json().fields).toEqual({
      issued_at: 'must not be in the future',
    });
  });

  it('takes goods back when an issue is deleted, and keeps a receipt that was issued out', async () => {
    const lick = await product({ name: 'Maclick 2 kg', unit: 'block', unit_price: 650 });
    const receipt = expectStatus(await receive(lick.id, 4), 201);
    const issued = expectStatus(await issue(lick.id, 3), 201);
    const kept = await t.as(admin, { method: 'DELETE', url: `/feed-receipts/${receipt.id}` });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      'Only 1 block of Maclick 2 kg remain in stock: this receipt of 4 blocks has already been issued out',
    );
    expect((await t.as(admin, { method: 'DELETE', url: `/feed-issues/${issued.id}` })).statusCode).toBe(204);
    expect((await t.as(admin, { method: 'GET', url: `/supplies/${issued.id}` })).statusCode).toBe(404);
    expect((await stockOf(lick.id)).stock_on_hand).toBe(4);
    expect((await t.as(admin, { method: 'DELETE', url: `/feed-receipts/${receipt.id}` })).statusCode).toBe(204);
    expect((await stockOf(lick.id)).stock_on_hand).toBe(0);
  });

  it('is deducted from the farmer’s pay by the pay run of its month', async () => {
    const payFarm = await createFarm(t, 'Store pay', 1);
    const ownAdmin = payFarm.account;
    const meal = expectStatus(
      await post('/feed-products', { name: 'Dairy meal', category: 'feed', unit: 'bag', unit_price: 400 }, ownAdmin),
      201,
    );
    expectStatus(
      await post(
        '/feed-receipts',
        { product_id: meal.id, quantity: 10, unit_cost: 350, supplier_name: 'Unga', received_on: '2026-04-01' },
        ownAdmin,
      ),
      201,
    );
    expectStatus(
      await post(
        '/feed-issues',
        { product_id: meal.id, producer_id: payFarm.producers[0].id, quantity: 2, issued_at: '2026-04-05T09:00' },
        ownAdmin,
      ),
      201,
    );
    // 20 litres at the organisation's KSh 50: 1,000, less 2 bags at 400.
    expectStatus(
      await post(
        '/collections',
        delivery(payFarm, 0, { quantity_litres: 20, collected_at: '2026-04-06T06:30:00+03:00', scc: 300_000 }),
        ownAdmin,
      ),
      201,
    );
    const run = expectStatus(
      await post('/pay-runs', { period_start: '2026-04-01', period_end: '2026-04-30' }, ownAdmin),
      201,
    );
    expect(run).toMatchObject({ gross_amount: 1000, deductions: 800, net_amount: 200 });
    const { rows } = await t.db.query<{ description: string; amount: string }>(
      "SELECT description, amount FROM payment_lines l JOIN payments p ON p.id = l.payment_id WHERE p.pay_run_id = $1 AND l.kind = 'deduction'",
      [run.id],
    );
    expect(rows.map((row) => [row.description, Number(row.amount)])).toEqual([
      ['Supply 2026-04-05: Dairy meal x2', -800],
    ]);
  });
});

describe('who may use the store', () => {
  it('lets the office clerk keep the store but not delete; a member without supplies:create cannot issue', async () => {
    const clerk = await addMember(t, admin, 'user');
    const made = expectStatus(
      await post(
        '/feed-products',
        { name: 'Teat dip 5 L', category: 'veterinary', unit: 'can', unit_price: 1500 },
        clerk,
      ),
      201,
    );
    expectStatus(
      await post(
        '/feed-receipts',
        { product_id: made.id, quantity: 2, unit_cost: 1200, supplier_name: 'Elgon Kenya', received_on: '2026-03-02' },
        clerk,
      ),
      201,
    );
    expectStatus(await issue(made.id, 1, 0, {}, clerk), 201);
    expect((await t.as(clerk, { method: 'DELETE', url: `/feed-products/${made.id}` })).json().message).toBe(
      'You do not have permission to delete feed store',
    );
    const storekeeper = await memberHolding(t, admin, 'Storekeeper', ['feed_store:read', 'feed_store:create']);
    const refused = await issue(made.id, 1, 0, {}, storekeeper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to create supplies');
    const qa = await addMember(t, admin, 'QA/Collector');
    expect((await t.as(qa, { method: 'GET', url: '/feed-products' })).statusCode).toBe(403);
  });

  it('keeps each organisation to its own store', async () => {
    const other = await createFarm(t, 'Other store', 1);
    const theirs = expectStatus(
      await post(
        '/feed-products',
        { name: 'Hay bale', category: 'feed', unit: 'bale', unit_price: 350 },
        other.account,
      ),
      201,
    );
    expect((await t.as(admin, { method: 'GET', url: `/feed-products/${theirs.id}` })).statusCode).toBe(404);
    expect((await get('/feed-products?limit=1000')).data.map((p: any) => p.id)).not.toContain(theirs.id);
    expect((await receive(theirs.id, 5)).json().fields).toEqual({
      product_id: 'is not a product of this organisation',
    });
    expect((await issue(theirs.id, 1)).json().fields).toEqual({ product_id: 'is not a product of this organisation' });
    const wrongOrg = await t.as(admin, { method: 'GET', url: `/feed-issues?org_id=${other.account.orgId}` });
    expect(wrongOrg.statusCode).toBe(403);
  });
});
