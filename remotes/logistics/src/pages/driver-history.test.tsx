import { buildAuditEvent, serveAuditEvents, withRole } from '@maziwa/api-client/testing';
import { cleanup, screen, within } from '@testing-library/react';
import {
  fakeObjectUrls,
  installFakeLogisticsApi,
  renderWithProviders,
  signedInUser,
  type FakeLogisticsApi,
} from '../testing';

// A driver's View shows their History (account and role link) to those who may read the activity log.
const LIST = '/logistics-management/driver-management';

let api: FakeLogisticsApi;
let objectUrls: ReturnType<typeof fakeObjectUrls>;
beforeEach(() => {
  objectUrls = fakeObjectUrls();
  api = installFakeLogisticsApi();
  api.on({
    'GET /audit-events': serveAuditEvents([
      buildAuditEvent({
        resource: 'user-roles',
        record_id: 'link-2',
        occurred_at: '2026-03-02T06:30:00.000Z',
        action: 'update',
        action_label: 'Updated',
        changes: { status: { before: 'active', after: 'inactive' } },
      }),
      buildAuditEvent({
        resource: 'users',
        record_id: 'user-2',
        occurred_at: '2026-03-01T05:00:00.000Z',
        action: 'create',
        action_label: 'Created',
        changes: { first_name: { before: null, after: 'Brian' } },
      }),
      buildAuditEvent({ resource: 'user-roles', record_id: 'link-1', action: 'delete', action_label: 'Deleted' }),
    ]),
  });
});
afterEach(() => {
  cleanup();
  objectUrls.restore();
  api.restore();
});

async function openDriver(user = signedInUser) {
  const view = renderWithProviders({ route: LIST, user });
  await screen.findByText('Brian Mwangi');
  await view.user.click(screen.getByRole('button', { name: 'View Brian Mwangi' }));
  return screen.findByRole('dialog', { name: 'Brian Mwangi' });
}

describe("A driver's history", () => {
  it('lists the changes of their role link and account, newest first, with who and what', async () => {
    const dialog = await openDriver();
    const history = await within(dialog).findByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Updated by Wanjiku Kamau on 02/03/2026 09:30');
    expect(entries[1]).toHaveTextContent('Created by Wanjiku Kamau on 01/03/2026 08:00');
    expect(
      within(entries[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['active', 'inactive']);
    expect(api.queries('GET /audit-events')).toEqual(['org_id=org-1&record_id=link-2%2Cuser-2&limit=50&offset=0']);
  });

  it('is not shown, nor asked for, without audit_events:read', async () => {
    const dialog = await openDriver(withRole(signedInUser, 'user'));
    expect(within(dialog).getByText('DRV-002')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.queries('GET /audit-events')).toEqual([]);
  });
});
