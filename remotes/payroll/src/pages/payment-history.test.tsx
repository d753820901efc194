import { buildAuditEvent, serveAuditEvents, withRole } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { installFakePayrollApi, renderWithProviders, signedInUser, type FakePayrollApi } from '../testing';

// A farmer's name in a payments table opens the payment, with its History for those who may read the activity log.
let api: FakePayrollApi;
beforeEach(() => {
  api = installFakePayrollApi();
  api.on({
    'GET /audit-events': serveAuditEvents([
      buildAuditEvent({
        resource: 'payments',
        record_id: 'pay-5',
        occurred_at: '2026-03-02T06:30:00.000Z',
        action: 'process',
        action_label: 'Paid out',
        changes: {
          status: { before: 'pending', after: 'completed' },
          transaction_reference: { before: null, after: 'FT26036XK91' },
        },
      }),
      buildAuditEvent({
        resource: 'payments',
        record_id: 'pay-5',
        occurred_at: '2026-03-01T05:00:00.000Z',
        action: 'create',
        action_label: 'Created',
        changes: {},
      }),
      buildAuditEvent({ resource: 'payments', record_id: 'pay-4', action: 'delete', action_label: 'Deleted' }),
    ]),
  });
});
afterEach(() => api.restore());

async function openPayment(route: string, name: string, user = signedInUser) {
  const view = renderWithProviders({ route, user });
  await view.user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

describe("A payment's details", () => {
  it('show a completed payment and who paid it, each field before and after', async () => {
    const dialog = await openPayment('/payroll/completed-payments', 'Peter Kamau');
    expect(dialog).toHaveTextContent('FT26036XK91');
    const history = within(dialog).getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Paid out by Wanjiku Kamau on 02/03/2026 09:30');
    const rows = within(within(entries[0]).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['status', 'pending', 'completed'],
      ['transaction reference', '—', 'FT26036XK91'],
    ]);
    expect(api.queries('GET /audit-events')).toEqual(['org_id=org-1&record_id=pay-5&limit=50&offset=0']);
  });

  it('open from the pending list too', async () => {
    const dialog = await openPayment('/payroll/pending-payments', 'Samuel Ouma');
    expect(dialog).toHaveTextContent('MEM-002');
    expect(await within(dialog).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('show no History, and ask none, to someone without audit_events:read', async () => {
    const dialog = await openPayment('/payroll/completed-payments', 'Peter Kamau', withRole(signedInUser, 'user'));
    expect(dialog).toHaveTextContent('FT26036XK91');
    expect(within(dialog).queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.queries('GET /audit-events')).toEqual([]);
  });
});
