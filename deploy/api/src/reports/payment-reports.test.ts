import { createFarm, delivery, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Payments from the period's milk and supplies, paid once, reported as pending or completed.
let t: TestApp;
let farm: Farm;
let other: Farm;

const as = (f: Farm) => ({
  post: (url: string, payload: object) => t.as(f.account, { method: 'POST', url, payload }),
  put: (url: string, payload: object) => t.as(f.account, { method: 'PUT', url, payload }),
  get: async (url: string) => expectStatus(await t.as(f.account, { method: 'GET', url }), 200),
});

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Pay', 3);
  other = await createFarm(t, 'Elsewhere', 1);
  expectStatus(await t.as(farm.account, { method: 'PUT', url: `/organizations/${farm.account.orgId}`, payload: { default_rate_per_litre: 50 } }), 200);
  // February for F-001: 20 + 15.5 L accepted, 5 L rejected, one delivery in March.
  for (const [litres, at, status] of [[20, '2026-02-03T06:30', 'accepted'], [15.5, '2026-02-28T17:00', 'accepted'], [5, '2026-02-10T06:30', 'rejected'], [9, '2026-03-01T06:30', 'accepted']] as const) {
    expectStatus(await as(farm).post('/collections', delivery(farm, 0, { quantity_litres: litres, collected_at: at, status })), 201);
  }
  // Dairy meal delivered in February is deducted; the March order is not.
  for (const [cost, at, status] of [[300, '2026-02-15T10:00', 'delivered'], [250, '2026-02-20T10:00', 'ordered'], [1000, '2026-03-01T10:00', 'delivered']] as const) {
    expectStatus(
      await as(farm).post('/supplies', {
        producer_id: farm.producers[0].id,
        supply_items: [{ item: 'Dairy meal 70 kg', quantity: 1 }],
        total_cost: cost,
        timestamp: at,
        status,
        supply_category: 'feeds',
        supplier_details: { name: 'Unga Farm Care' },
      }),
      201,
    );
  }
});
afterAll(() => t.close());

describe('/payments', () => {
  it("computes a period's pay from its accepted litres, the organisation's rate and delivered supplies", async () => {
    const made = expectStatus(await as(farm).post('/payments', { producer_id: farm.producers[0].id, period_start: '2026-02-01', period_end: '2026-02-28' }), 201);
    expect(made).toEqual({
      id: expect.any(String),
      organization_id: farm.account.orgId,
      producer_id: farm.producers[0].id,
      period_start: '2026-02-01',
      period_end: '2026-02-28',
      litres: 35.5,
      rate_per_litre: 50,
      gross_amount: 1775,
      deductions: 300,
      amount_due: 1475,
      due_date: '2026-03-10',
      payment_method: 'mobile_money',
      status: 'pending',
      paid_at: null,
      amount_paid: null,
      transaction_reference: null,
    });
    // Deductions never exceed the gross: pay never goes negative.
    const small = expectStatus(
      await as(farm).post('/payments', { producer_id: farm.producers[0].id, period_start: '2026-03-01', period_end: '2026-03-31', rate_per_litre: 55 }),
      201,
    );
    expect(small).toMatchObject({ litres: 9, gross_amount: 495, deductions: 495, amount_due: 0 });
    const tooMuch = await as(farm).post('/payments', { producer_id: farm.producers[1].id, period_start: '2026-02-01', period_end: '2026-02-28', litres: 10, deductions: 900 });
    expect(tooMuch.json()).toMatchObject({ statusCode: 400, fields: { deductions: expect.stringContaining('must not exceed') } });
  });

  it('pays once: completing needs a reference, a completed payment is final, a period is paid once', async () => {
    const made = expectStatus(
      await as(farm).post('/payments', { producer_id: farm.producers[1].id, period_start: '2026-01-01', period_end: '2026-01-31', litres: 120, payment_method: 'bank_transfer' }),
      201,
    );
    const noRef = await as(farm).put(`/payments/${made.id}`, { status: 'completed' });
    expect(noRef.json()).toMatchObject({ statusCode: 400, fields: { transaction_reference: 'is required to complete a payment' } });
    const paid = expectStatus(await as(farm).put(`/payments/${made.id}`, { status: 'completed', transaction_reference: 'FT26020ABCDE', paid_at: '2026-02-10T11:00' }), 200);
    expect(paid).toMatchObject({ status: 'completed', amount_paid: 6000, paid_at: '2026-02-10T08:00:00.000Z' });
    expect((await as(farm).put(`/payments/${made.id}`, { status: 'completed', transaction_reference: 'FT-TWICE' })).statusCode).toBe(409);
    const twice = await as(farm).post('/payments', { producer_id: farm.producers[1].id, period_start: '2026-01-01', period_end: '2026-01-31', litres: 1 });
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().fields)).toEqual(['period_start']);
    const sameRef = await as(farm).post('/payments', {
      producer_id: farm.producers[2].id, period_start: '2026-01-01', period_end: '2026-01-31', litres: 1, status: 'completed', transaction_reference: 'FT26020ABCDE',
    });
    expect(sameRef.statusCode).toBe(409);
    expect(Object.keys(sameRef.json().fields)).toEqual(['transaction_reference']);
  });

  it('checks periods, methods and farmers, naming the field', async () => {
    const base = { producer_id: farm.producers[2].id, period_start: '2026-04-01', period_end: '2026-04-30', litres: 10 };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ period_end: '2026-03-31' }, 'period_end'],
      [{ period_start: '2026-02-30' }, 'period_start'],
      [{ payment_method: 'cheque' }, 'payment_method'],
      [{ status: 'delayed' }, 'status'],
      [{ producer_id: other.producers[0].id }, 'producer_id'],
      [{ producer_id: farm.driverId }, 'producer_id'],
      [{ litres: -1 }, 'litres'],
    ];
    for (const [change, field] of cases) {
      const response = await as(farm).post('/payments', { ...base, ...change });
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({ field, status: 400, fields: [field] });
    }
  });
});

describe('/reports/pending-payments and /reports/completed-payments', () => {
  it('lists what is still to pay, with the amount due as fatContent; delayed past due', async () => {
    const page = await as(farm).get('/reports/pending-payments?sort=due_date');
    expect(page.data).toEqual([
      { id: expect.any(String), farmer_name: 'Akinyi Otieno', member_number: 'F-001', fatContent: 1475, due_date: '2026-03-10', payment_method: 'mobile_money', payment_status: 'delayed' },
      { id: expect.any(String), farmer_name: 'Akinyi Otieno', member_number: 'F-001', fatContent: 0, due_date: '2026-04-10', payment_method: 'mobile_money', payment_status: 'delayed' },
    ]);
    expect(page.data.every((r: { payment_status: string }) => r.payment_status !== 'completed')).toBe(true);
    expect((await as(farm).get('/reports/pending-payments?status=pending')).total).toBe(0);
    expect((await as(farm).get('/reports/pending-payments?from=2026-04-01&to=2026-04-30')).total).toBe(1);
    expect((await as(farm).get('/reports/pending-payments?sort=-fatContent&limit=1')).data[0].fatContent).toBe(1475);
    expect((await as(other).get('/reports/pending-payments')).total).toBe(0);
  });

  it('lists what was paid, with date, member id, amount and reference', async () => {
    const page = await as(farm).get('/reports/completed-payments');
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        payment_date: '2026-02-10',
        farmer_name: 'Kiprono Koech',
        member_id: 'F-002',
        amount_paid: 6000,
        payment_method: 'bank_transfer',
        transaction_reference: 'FT26020ABCDE',
        payment_status: 'completed',
      },
    ]);
    expect((await as(farm).get('/reports/completed-payments?q=ft2602')).total).toBe(1);
    expect((await as(farm).get('/reports/completed-payments?from=2026-02-11')).total).toBe(0);
  });

  it('counts pending payments on the dashboard summary', async () => {
    const summary = await as(farm).get('/reports/summary?from=2026-02-01&to=2026-02-28');
    expect(summary).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      total_litres: 35.5,
      average_fat: 3.8,
      average_protein: 3.2,
      average_scc: 180000,
      pending_payments: 2,
    });
  });
});

describe('/supplies', () => {
  it('records supplies with the defaults of the form and checks the farmer', async () => {
    const bare = expectStatus(await as(farm).post('/supplies', { producer_id: farm.producers[1].id, supply_items: [{ item: 'Napier splits', quantity: 0 }] }), 201);
    expect(bare).toMatchObject({ status: 'ordered', supply_category: 'seeds', total_cost: 0, supplier_details: {} });
    const foreign = await as(farm).post('/supplies', { producer_id: other.producers[0].id, supply_items: [{ item: 'x', quantity: 1 }] });
    expect(Object.keys(foreign.json().fields)).toEqual(['producer_id']);
    const empty = await as(farm).post('/supplies', { producer_id: farm.producers[1].id, supply_items: [] });
    expect(empty.json().fields).toEqual({ supply_items: 'must contain at least 1 item' });
    const listed = await as(farm).get('/supplies?filter=status:delivered&sort=-timestamp');
    expect(listed.data.map((s: { total_cost: number }) => s.total_cost)).toEqual([1000, 300]);
    expect((await as(farm).get('/supplies?q=dairy meal')).total).toBe(3);
  });
});
