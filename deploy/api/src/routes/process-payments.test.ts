import { createFarm, expectStatus, type Farm } from '../testing/dairy-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';

// Process Payments in bulk: pending and failed payments paid once, in one request per batch.
let t: TestApp;
let farm: Farm;
let other: Farm;

const post = (f: Farm, url: string, payload: object) => t.as(f.account, { method: 'POST', url, payload });
const get = async (f: Farm, url: string) => expectStatus(await t.as(f.account, { method: 'GET', url }), 200);

let month = 0;
/** A payment of `litres` at KSh 50 for a new month of 2025 (one per farmer and period). */
async function payment(f: Farm, litres: number, status = 'pending') {
  month += 1;
  const start = `2025-${String(month).padStart(2, '0')}-01`;
  const end = new Date(Date.UTC(2025, month, 0)).toISOString().slice(0, 10);
  const body: Record<string, unknown> = { producer_id: f.producers[0].id, period_start: start, period_end: end, litres, rate_per_litre: 50, status };
  if (status === 'completed') Object.assign(body, { transaction_reference: `FT-${start}`, paid_at: `${end}T10:00` });
  return expectStatus(await post(f, '/payments', body), 201) as { id: string; amount_due: number };
}

beforeAll(async () => {
  t = await createTestApp();
  farm = await createFarm(t, 'Bulk', 1);
  other = await createFarm(t, 'Across', 1);
});
afterAll(() => t.close());

describe('POST /payments/process', () => {
  it('pays the pending and failed payments with their amount due, and skips the others saying why', async () => {
    const pending = await payment(farm, 100);
    const failed = await payment(farm, 40, 'failed');
    const completed = await payment(farm, 10, 'completed');
    const inProgress = await payment(farm, 20, 'in_progress');
    const elsewhere = await payment(other, 30);
    const unknown = '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f';

    const result = expectStatus(
      await post(farm, '/payments/process', {
        ids: [pending.id, failed.id, completed.id, inProgress.id, elsewhere.id, unknown, pending.id],
        paid_at: '2026-03-05T09:15',
      }),
      200,
    );
    expect(result).toEqual({
      paid: [
        { id: pending.id, transaction_reference: expect.stringMatching(/^BULK-20260305-[0-9A-F]{10}$/), amount_paid: 5000, paid_at: '2026-03-05T06:15:00.000Z' },
        { id: failed.id, transaction_reference: expect.stringMatching(/^BULK-20260305-[0-9A-F]{10}$/), amount_paid: 2000, paid_at: '2026-03-05T06:15:00.000Z' },
      ],
      skipped: [
        { id: completed.id, reason: 'completed' },
        { id: inProgress.id, reason: 'in_progress' },
        { id: elsewhere.id, reason: 'not_found' },
        { id: unknown, reason: 'not_found' },
      ],
      amount_paid: 7000,
    });
    expect(result.paid[0].transaction_reference).not.toBe(result.paid[1].transaction_reference);

    const paid = await get(farm, `/payments/${pending.id}`);
    expect(paid).toMatchObject({ status: 'completed', amount_paid: 5000, transaction_reference: result.paid[0].transaction_reference });
    expect((await get(other, `/payments/${elsewhere.id}`)).status).toBe('pending');
    expect(await get(farm, '/payments/balance')).toMatchObject({ paid_out: 7000 + 500, due_count: 1, total_due: 1000 });
  });

  it('pays nothing twice: a repeated run, or two at once, pays each payment once', async () => {
    const payments = [await payment(farm, 12), await payment(farm, 14), await payment(farm, 16)];
    const ids = payments.map((p) => p.id);
    const [first, second] = await Promise.all([
      post(farm, '/payments/process', { ids }),
      post(farm, '/payments/process', { ids: [...ids].reverse() }),
    ]);
    const runs = [expectStatus(first, 200), expectStatus(second, 200)];
    expect(runs.flatMap((run) => run.paid.map((row: { id: string }) => row.id)).sort()).toEqual([...ids].sort());
    expect(runs.reduce((sum, run) => sum + run.amount_paid, 0)).toBe(2100);

    const again = expectStatus(await post(farm, '/payments/process', { ids }), 200);
    expect(again).toEqual({ paid: [], skipped: ids.map((id) => ({ id, reason: 'completed' })), amount_paid: 0 });
  });

  it('answers 400 naming the field for no ids, too many, a bad id or a bad time', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const [payload, field] of [
      [{}, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: many }, 'ids'],
      [{ ids: ['not-an-id'] }, 'ids.0'],
      [{ ids: [many[0]], paid_at: 'yesterday' }, 'paid_at'],
    ] as const) {
      const response = await post(farm, '/payments/process', payload);
      expect({ field, status: response.statusCode, fields: Object.keys(response.json().fields ?? {}) }).toEqual({
        field,
        status: 400,
        fields: [field],
      });
    }
  });
});
