import { auditActionLabel, changeLabel, changeSummary, changeText, formatAuditValue } from './audit-format';

describe('audit formatting', () => {
  it("reads an action's code, for a remote built before events carried action_label", () => {
    expect(auditActionLabel('password_reset')).toBe('Password reset');
    expect(auditActionLabel('approve_run')).toBe('Approve run');
  });

  it('writes values readably', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue(['user', 'QA/Collector'])).toBe('user, QA/Collector');
    expect(formatAuditValue(false)).toBe('No');
    expect(formatAuditValue(500)).toBe('500');
    expect(formatAuditValue({ a: 1 })).toBe('{"a":1}');
  });

  it('writes times and days as the console shows them, not as UTC ISO text', () => {
    expect(formatAuditValue('2026-11-28T12:57:10.202Z')).toBe('28/11/2026 15:57');
    expect(formatAuditValue('2026-11-28T15:57:00+03:00')).toBe('28/11/2026 15:57');
    expect(formatAuditValue('2026-11-28')).toBe('28/11/2026');
    expect(formatAuditValue(['2026-11-28', '2026-11-29'])).toBe('28/11/2026, 29/11/2026');
    // Text that merely starts like a date stays as it is.
    expect(formatAuditValue('2026-11-28 batch')).toBe('2026-11-28 batch');
  });

  it('summarises an update, a create and a delete in one line', () => {
    const changes = {
      status: { before: 'pending', after: 'completed' },
      amount_paid: { before: null, after: 500 },
      paid_at: { before: null, after: '2026-03-02T06:30:00.000Z' },
      transaction_reference: { before: null, after: 'FT-1' },
    };
    expect(changeSummary({ action: 'update', changes })).toBe(
      'status: pending → completed; amount paid: — → 500; paid at: — → 02/03/2026 09:30; +1 more',
    );
    expect(changeSummary({ action: 'create', changes: { name: { before: null, after: 'Kiambu' } } })).toBe(
      'name: Kiambu',
    );
    expect(changeSummary({ action: 'delete', changes: { name: { before: 'Kiambu', after: null } } })).toBe(
      'name: Kiambu',
    );
    expect(changeSummary({ action: 'password_reset', changes: {} })).toBe('');
  });
});

describe('a change in names', () => {
  it('says the field as its form does and ids as the names they stood for, never the ids', () => {
    const changes = {
      route_ids: {
        before: ['5b0a3f3e-1111-4111-8111-111111111111'],
        after: ['5b0a3f3e-2222-4222-8222-222222222222'],
        label: 'Assigned Route',
        before_name: ['Kiambu North'],
        after_name: ['Limuru'],
      },
      producer_id: {
        before: null,
        after: '5b0a3f3e-3333-4333-8333-333333333333',
        label: 'Farmer',
        before_name: null,
        after_name: 'Akinyi Otieno (#F-001)',
      },
      member_id: { before: 'F-001', after: 'F-101', label: 'Member ID' },
    };
    expect(changeSummary({ action: 'update', changes })).toBe(
      'Assigned Route: Kiambu North → Limuru; Farmer: — → Akinyi Otieno (#F-001); Member ID: F-001 → F-101',
    );
    expect(changeLabel('member_id', changes.member_id)).toBe('Member ID');
    expect(changeText(changes.route_ids, 'before')).toBe('Kiambu North');
    // Without the API's words (an older API): the field's name and the value as recorded.
    expect(changeLabel('paid_at', { before: null, after: null })).toBe('paid at');
    expect(changeText({ before: ['a', 'b'], after: null }, 'before')).toBe('a, b');
  });
});
