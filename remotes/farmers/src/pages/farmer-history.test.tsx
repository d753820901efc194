import { buildAuditEvent, serveAuditEvents, withRole } from '@maziwa/api-client/testing';
import type { AuditEvent } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFarmersApi, renderWithProviders, signedInUser, type FakeFarmersApi } from '../testing';

// A farmer's name opens their details, with their History for those who may read the activity log.
const LIST = '/farmers/farmers-profiles';

let api: FakeFarmersApi;
// What the API's trail holds, newest first; a test adds what a save records.
let trail: AuditEvent[];
beforeEach(() => {
  api = installFakeFarmersApi({
    // A farmer whose form is complete: Save Farmer saves it as it stands.
    links: {
      'link-f1': {
        route_ids: ['route-kiambu'],
        location_ids: ['centre-kiambu'],
        profile: { date_of_birth: '1980-02-14', gender: 'female' },
      },
    },
  });
  trail = [
    buildAuditEvent({
      resource: 'user-roles',
      record_id: 'link-f1',
      record_label: 'Jane Wanjiru (#MEM-001)',
      occurred_at: '2026-03-02T06:30:00.000Z',
      changes: { member_id: { before: 'MEM-01', after: 'MEM-001', label: 'Member ID' } },
    }),
    buildAuditEvent({
      resource: 'users',
      record_id: 'user-f1',
      record_label: 'Jane Wanjiru',
      occurred_at: '2026-03-01T05:00:00.000Z',
      action: 'create',
      action_label: 'Created',
      changes: {},
    }),
    buildAuditEvent({ resource: 'users', record_id: 'someone-else', action: 'delete', action_label: 'Deleted' }),
  ];
  api.on({ 'GET /audit-events': (req) => serveAuditEvents(trail)(req) });
});
afterEach(() => api.restore());

async function openFarmer(user = signedInUser) {
  const view = renderWithProviders({ route: LIST, user });
  // As the console's cache keeps them: fresh for 30 s, so only a save makes them read again.
  view.queryClient.setQueryDefaults(['audit-events'], { staleTime: 30_000 });
  await view.user.click(await screen.findByRole('button', { name: 'Jane Wanjiru' }));
  await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });
  expect(view.router.state.location.pathname).toBe('/farmers/farmers-profiles/link-f1');
  // The record's details come in a render of their own once its answer is in (QueryState).
  await waitFor(() => expect(document.body).toHaveTextContent('MEM-001'));
  return view;
}

describe("A farmer's details", () => {
  it('show the row and the History of their link and account, newest first', async () => {
    await openFarmer();
    const dialog = document.body;
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
    await openFarmer(withRole(signedInUser, 'user'));
    const dialog = document.body;
    expect(dialog).toHaveTextContent('MEM-001');
    expect(within(dialog).queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(api.queries('GET /audit-events')).toEqual([]);
  });
});

describe("A farmer's History after an edit", () => {
  it('shows the saved change at once, with the routes by name and a local time, without a reload', async () => {
    const { user } = await openFarmer();
    const history = () => screen.getByRole('region', { name: 'History' });
    expect(await within(history()).findAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByDisplayValue('Jane Wanjiru');
    await screen.findByRole('option', { name: 'Limuru Loop' });
    await user.selectOptions(screen.getByLabelText('Assigned Route'), 'Limuru Loop');
    // What the API records with the save.
    trail.unshift(
      buildAuditEvent({
        resource: 'user-roles',
        record_id: 'link-f1',
        record_label: 'Jane Wanjiru (#MEM-001)',
        occurred_at: '2026-11-28T12:57:10.202Z',
        changes: {
          route_ids: {
            before: ['route-kiambu'],
            after: ['route-limuru'],
            label: 'Assigned Route',
            before_name: ['Kiambu North'],
            after_name: ['Limuru Loop'],
          },
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Farmer' }));
    await screen.findByRole('heading', { level: 1, name: 'Jane Wanjiru' });

    await waitFor(() => expect(within(history()).getAllByRole('listitem')).toHaveLength(3));
    const [latest] = within(history()).getAllByRole('listitem');
    expect(latest).toHaveTextContent('Updated by Wanjiku Kamau on 28/11/2026 15:57');
    const table = within(latest).getByRole('table', { name: 'Changes 28/11/2026 15:57' });
    expect(within(table).getByRole('rowheader', { name: 'Assigned Route' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kiambu North', 'Limuru Loop']);
  });
});
