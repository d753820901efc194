import type { PendingPaymentRow } from '@maziwa/contracts';
import { bulkFigures, isProcessable, shortfall } from './bulk-payment-figures';

const row = (
  id: string,
  member: string,
  amount: number,
  status: PendingPaymentRow['payment_status'] = 'pending',
  paid = 0,
): PendingPaymentRow => ({
  id,
  farmer_name: `Farmer ${member}`,
  member_number: member,
  fatContent: amount,
  amount_paid: paid,
  amount_outstanding: Math.round((amount - paid) * 100) / 100,
  due_date: '2026-11-10',
  payment_method: 'mobile_money',
  payment_status: status,
  payout_failure: null,
});

describe('bulkFigures', () => {
  it('counts the payments, the farmers once each, and adds the amounts to the cent', () => {
    expect(
      bulkFigures([
        row('p1', 'MEM-1', 0.1),
        row('p2', 'MEM-1', 0.2),
        row('p3', 'MEM-2', 51200, 'delayed'),
        row('p4', 'MEM-3', 10, 'failed'),
      ]),
    ).toEqual({
      payments: 4,
      farmers: 3,
      amount: 51210.3,
      leftOut: 0,
    });
  });

  it('pays the rest of a payment paid in part: what is outstanding, not what was due', () => {
    expect(bulkFigures([row('p1', 'MEM-1', 5200.5, 'partially_paid', 2000), row('p2', 'MEM-2', 100)])).toEqual({
      payments: 2,
      farmers: 2,
      amount: 3300.5,
      leftOut: 0,
    });
  });

  it('leaves out payments being paid out already', () => {
    expect(bulkFigures([row('p1', 'MEM-1', 100), row('p2', 'MEM-2', 300, 'in_progress')])).toEqual({
      payments: 1,
      farmers: 1,
      amount: 100,
      leftOut: 1,
    });
    expect(isProcessable(row('p2', 'MEM-2', 300, 'in_progress'))).toBe(false);
  });

  it('is all zeros for an empty list', () => {
    expect(bulkFigures([])).toEqual({ payments: 0, farmers: 0, amount: 0, leftOut: 0 });
  });
});

describe('shortfall', () => {
  it('is what the amount goes beyond the balance, to the cent', () => {
    expect(shortfall(9200.5, 9000)).toBe(200.5);
    expect(shortfall(0.3, 0.1)).toBe(0.2);
  });

  it('counts all of the amount against an overdrawn balance', () => {
    expect(shortfall(100, -50.25)).toBe(150.25);
  });

  it('is 0 when the balance covers the amount, to the last cent', () => {
    expect(shortfall(9200.5, 9200.5)).toBe(0);
    expect(shortfall(100, 450000)).toBe(0);
  });
});
