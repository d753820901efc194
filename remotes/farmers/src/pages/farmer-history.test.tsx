import { buildAuditEvent, serveAuditEvents, withRole } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { installFakeFarmersApi, renderWithProviders, signedInUser, type FakeFarmersApi } from '../testing';

// A farmer's name opens their details, with their History for those who may read the activity log.
const LIST = '/farmers/farmers-profiles';

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
  api.on({
    'GET /audit-events': serveAuditEvents([
      buildAuditEvent({
        resource: 'user-roles',
        record_id: 'link-f1',
        occurred_at: '2026-03-02T06:30:00.000Z',
        changes: { member_id: { before: 'MEM-01', after: 'MEM-001' } },
      }),
      buildAuditEvent({
        resource: 'users',
        record_id: 'user-f1',
        occurred_at: '2026-03-01T05:00:00.000Z',
        action: 'create',
        changes: {},
      }),
      buildAuditEvent({ resource: 'users', record_id: 'someone-else', action: 'delete' }),
    ]),
  });
});
afterEach(() => api.restore());

async function openFarmer(user = signedInUser) {
  const view = renderWithProviders({ route: LIST, user });
  await view.user.click(await screen.findByRole('button', { name: 'Jane Wanjiru' }));
  await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });
  expect(view.router.state.location.pathname).toBe('/farmers/farmers-profiles/link-f1');
  return document.body;
}

describe("A farmer's details", () => {
  it('show the row and the History of their link and account, newest first', async () => {
    const dialog = await openFarmer();
    expect(dialog).toHaveTextContent('MEM-001');
    const history = within(dialog).getByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Updated by Wanjiku Kamau on 02/03/2026 09:30');
    expect(
      within(entries[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['MEM-01', 'MEM-001']);
    expect(entries[1]).toHaveTextContent('Created by Wanjiku Kamau on 01/03/2026 08:00');
    expect(api.queries('GET /audit-events')).toEqual(['org_id=org-1&record_id=link-f1%2Cuser-f1&limit=50&offset=0']);
  });

  it('show no History, and ask none, to someone without audit_events:read', async () => {
    const dialog = await openFarmer(withRole(signedInUser, 'user'));
    expect(dialog).toHaveTextContent('MEM-001');
    expect(within(dialog).queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.queries('GET /audit-events')).toEqual([]);
  });
});
