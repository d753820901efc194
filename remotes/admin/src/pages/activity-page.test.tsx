import { buildAuditEvent, jsonResponse, serveAuditEvents } from '@maziwa/api-client/testing';
import type { AuditEvent } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeAdminApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  type FakeAdminApi,
} from '../testing';

const PAGE = '/user-management/activity';

// As GET /audit-events answers: each record named, each change labelled as its form does, ids
// with the names they stood for.
const events: AuditEvent[] = [
  buildAuditEvent({
    id: 'e3',
    occurred_at: '2026-03-02T06:30:00.000Z',
    resource: 'payments',
    resource_label: 'Payments',
    record_id: '7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f',
    record_label: 'Akinyi Otieno (#F-001) — February 2026',
    action: 'process',
    action_label: 'Paid out',
    changes: {
      status: { before: 'pending', after: 'completed', label: 'Status' },
      amount_paid: { before: null, after: 5000, label: 'Amount Paid' },
      transaction_reference: { before: null, after: 'BULK-20260302-AB12CD34EF', label: 'Transaction Reference' },
    },
  }),
  buildAuditEvent({
    id: 'e2',
    occurred_at: '2026-03-01T09:00:00.000Z',
    user_id: 'user-2',
    user_name: 'Brian Mwangi',
    user_email: 'brian@maziwa.test',
    resource: 'user-roles',
    resource_label: 'People (drivers, farmers, staff roles)',
    record_id: '11111111-2222-4333-8444-555555555555',
    record_label: 'Kamau Driver (#DRV-001)',
    action: 'update',
    changes: {
      route_ids: {
        before: ['aaaaaaaa-2222-4333-8444-555555555555'],
        after: ['bbbbbbbb-2222-4333-8444-555555555555'],
        label: 'Assigned Route',
        before_name: ['Kiambu North'],
        after_name: ['Limuru'],
      },
      'profile.license_number': { before: null, after: 'DL-42', label: 'License Number' },
    },
  }),
  buildAuditEvent({
    id: 'e1',
    occurred_at: '2026-03-01T08:00:00.000Z',
    resource: 'locations',
    resource_label: 'Collection centres',
    record_id: '99999999-2222-4333-8444-555555555555',
    record_label: 'Kiambu Centre',
    action: 'create',
    action_label: 'Created',
    changes: { name: { before: null, after: 'Kiambu Centre', label: 'Center Name' } },
  }),
];

let api: FakeAdminApi;
beforeEach(() => {
  api = installFakeAdminApi();
  api.on({
    'GET /audit-events': serveAuditEvents(events),
    // The resources by the API's names for them, A-Z.
    'GET /audit-events/resources': () => ({
      data: [
        { value: 'locations', label: 'Collection centres' },
        { value: 'payments', label: 'Payments' },
        { value: 'user-roles', label: 'People (drivers, farmers, staff roles)' },
      ],
    }),
  });
});
afterEach(() => api.restore());

const queries = () => api.queries('GET /audit-events');

describe('Activity', () => {
  it('lists every change newest first: when, who, resource, record, action and a summary of the changes', async () => {
    const release = api.hold('GET /audit-events');
    renderWithProviders({ route: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();

    await screen.findByText('Brian Mwangi');
    for (const header of ['When', 'Who', 'Resource', 'Record', 'Action', 'Changes']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Activity')).toEqual([
      [
        '02/03/2026 09:30',
        'Wanjiku Kamau',
        'Payments',
        'Akinyi Otieno (#F-001) — February 2026',
        'Paid out',
        'Status: pending → completed; Amount Paid: — → 5000; Transaction Reference: — → BULK-20260302-AB12CD34EF',
        'View',
      ],
      [
        '01/03/2026 12:00',
        'Brian Mwangi',
        'People (drivers, farmers, staff roles)',
        'Kamau Driver (#DRV-001)',
        'Updated',
        'Assigned Route: Kiambu North → Limuru; License Number: — → DL-42',
        'View',
      ],
      [
        '01/03/2026 11:00',
        'Wanjiku Kamau',
        'Collection centres',
        'Kiambu Centre',
        'Created',
        'Center Name: Kiambu Centre',
        'View',
      ],
    ]);
    // Names, never the ids they stand for.
    expect(screen.getByRole('grid', { name: 'Activity' })).not.toHaveTextContent(
      /[0-9a-f]{8}-[0-9a-f]{4}-|7d3f3c1e|aaaaaaaa/,
    );
    expect(queries()).toEqual([`org_id=${TEST_ORG_ID}&limit=10&offset=0`]);
  });

  it('filters by resource and by day on the server', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    await screen.findByText('Brian Mwangi');
    const resource = screen.getByRole('combobox', { name: 'Resource' });
    expect(await within(resource).findAllByRole('option')).toHaveLength(4);
    expect(
      within(resource)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Resources', 'Collection centres', 'Payments', 'People (drivers, farmers, staff roles)']);

    await user.selectOptions(resource, 'Payments');
    await waitFor(() => expect(readTable('Activity')).toHaveLength(1));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&resource=payments&limit=10&offset=0`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Resource' }), 'All Resources');
    await user.type(screen.getByLabelText('Date'), '01/03/2026');
    await waitFor(() => expect(readTable('Activity').map((row) => row[1])).toEqual(['Brian Mwangi', 'Wanjiku Kamau']));
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&from=2026-03-01&to=2026-03-01&limit=10&offset=0`);
  });

  it('opens an event to show every changed field before and after', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    await screen.findByText('Brian Mwangi');
    await user.click(screen.getByRole('button', { name: 'View Paid out 02/03/2026 09:30' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paid out: Payments' });
    expect(dialog).toHaveTextContent('Wanjiku Kamau (admin@maziwa.test)');
    expect(dialog).toHaveTextContent('RecordAkinyi Otieno (#F-001) — February 2026');
    // The whole id still, for support.
    expect(dialog).toHaveTextContent('Record ID7d3f3c1e-2b4a-4c5d-8e9f-0a1b2c3d4e5f');
    const rows = within(within(dialog).getByRole('table', { name: 'Changes' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Status', 'pending', 'completed'],
      ['Amount Paid', '—', '5000'],
      ['Transaction Reference', '—', 'BULK-20260302-AB12CD34EF'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      buildAuditEvent({
        id: `m${i}`,
        occurred_at: `2026-03-02T0${Math.floor(i / 2)}:0${i % 2}:00.000Z`,
        changes: { status: { before: 'a', after: `s${i}` } },
      }),
    );
    api.on({ 'GET /audit-events': serveAuditEvents(many) });
    const { user } = renderWithProviders({ route: PAGE });
    await screen.findByText('status: a → s0');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('status: a → s11');
    expect(queries().at(-1)).toBe(`org_id=${TEST_ORG_ID}&limit=10&offset=10`);
  });

  it("exports every matching event from the API with the screen's columns, in its words", async () => {
    const downloads = catchDownloads();
    try {
      const { user } = renderWithProviders({ route: PAGE });
      await screen.findByText('Brian Mwangi');
      expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
      await screen.findByRole('option', { name: 'People (drivers, farmers, staff roles)' });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Resource' }), 'user-roles');
      await waitFor(() => expect(queries().at(-1)).toContain('resource=user-roles'));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['activity.csv']));
      const query = new URLSearchParams(queries().at(-1));
      expect(query.get('format')).toBe('csv');
      expect(query.get('resource')).toBe('user-roles');
      // Who, Resource, Record, Action and Changes as the screen words them.
      expect(query.get('columns')).toBe(
        'occurred_at:When,who:Who,resource_label:Resource,record_label:Record,action_label:Action,changes_text:Changes',
      );
    } finally {
      downloads.restore();
    }
  });

  it('says so when the activity cannot be loaded', async () => {
    api.on({ 'GET /audit-events': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: PAGE });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
  });
});
