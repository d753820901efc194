import type { PendingPaymentRow } from '@maziwa/contracts';
import { bulkFigures, isProcessable } from './bulk-payment-figures';

const row = (id: string, member: string, amount: number, status: PendingPaymentRow['payment_status'] = 'pending'): PendingPaymentRow => ({
  id,
  farmer_name: `Farmer ${member}`,
  member_number: member,
  fatContent: amount,
  due_date: '2026-11-10',
  payment_method: 'mobile_money',
  payment_status: status,
});

describe('bulkFigures', () => {
  it('counts the payments, the farmers once each, and adds the amounts to the cent', () => {
    expect(bulkFigures([row('p1', 'MEM-1', 0.1), row('p2', 'MEM-1', 0.2), row('p3', 'MEM-2', 51200, 'delayed'), row('p4', 'MEM-3', 10, 'failed')])).toEqual({
      payments: 4,
      farmers: 3,
      amount: 51210.3,
      leftOut: 0,
    });
  });

  it('leaves out payments being paid out already', () => {
    expect(bulkFigures([row('p1', 'MEM-1', 100), row('p2', 'MEM-2', 300, 'in_progress')])).toEqual({ payments: 1, farmers: 1, amount: 100, leftOut: 1 });
    expect(isProcessable(row('p2', 'MEM-2', 300, 'in_progress'))).toBe(false);
  });

  it('is all zeros for an empty list', () => {
    expect(bulkFigures([])).toEqual({ payments: 0, farmers: 0, amount: 0, leftOut: 0 });
  });
});
