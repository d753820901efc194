import { withRole } from '@maziwa/dev-shell/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  buildAssignment,
  installFakeExtensionApi,
  readTable,
  renderWithProviders,
  signedInUser,
  type FakeExtensionApi,
} from '../testing';

const PAGE = '/extension-services/assignments';

let api: FakeExtensionApi;
beforeEach(() => {
  api = installFakeExtensionApi({
    assignments: [
      buildAssignment({
        id: 'asg-1',
        due_on: '2026-03-01',
        overdue: true,
        notes: 'Tick control',
        topic: 'animal_health',
      }),
      buildAssignment({
        id: 'asg-2',
        due_on: '2026-03-20',
        producer_id: null,
        farmer_name: null,
        member_id: null,
        route_id: 'route-kiambu',
        route_name: 'Kiambu North',
        topic: 'milk_hygiene',
      }),
      buildAssignment({
        id: 'asg-3',
        due_on: '2026-02-20',
        status: 'done',
        done_on: '2026-02-21',
        outcome: 'Pit dug',
        topic: 'feeding',
      }),
    ],
  });
});
afterEach(() => api.restore());

async function renderPage(user = signedInUser) {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
  const view = renderWithProviders({ route: PAGE, user });
  await screen.findByText('Kiambu North', { exact: false });
  return view;
}

const lastQuery = () => api.queries('GET /extension-assignments').at(-1) ?? '';

describe('Assignments', () => {
  it('lists visits with whom they are for, the topic, status and an Overdue badge on a planned visit past its day', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Assignments' })).toBeInTheDocument();
    expect(readTable('Assignments')).toEqual([
      [
        '01/03/2026Overdue',
        'Mercy Chebet',
        'Jane Wanjiru (MEM-001)',
        'Animal health',
        'Planned',
        'N/A',
        'Tick control',
        'EditMark done',
      ],
      [
        '20/03/2026',
        'Mercy Chebet',
        'Route: Kiambu North',
        'Milk hygiene',
        'Planned',
        'N/A',
        'Silage making',
        'EditMark done',
      ],
      ['20/02/2026', 'Mercy Chebet', 'Jane Wanjiru (MEM-001)', 'Feeding', 'Done', '21/02/2026', 'Pit dug', 'Edit'],
    ]);
    const overdueRow = screen.getByText('Overdue').closest('[role="row"]');
    expect(overdueRow).toHaveClass('extension-row--overdue');
  });

  it('asks the API for the officer, topic, status, overdue visits and due days chosen', async () => {
    const { user } = await renderPage();
    await user.selectOptions(screen.getByLabelText('Officer'), 'Peter Kiprop');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Breeding');
    await user.selectOptions(screen.getByLabelText('Status'), 'Planned');
    await user.click(screen.getByLabelText('Overdue only'));
    await user.type(screen.getByLabelText('Due from'), '01/03/2026');
    await user.type(screen.getByLabelText('to'), '31/03/2026');
    await waitFor(() =>
      expect(new URLSearchParams(lastQuery()).get('filter')).toBe('officer_id:link-o2,topic:breeding,overdue:true'),
    );
    const query = new URLSearchParams(lastQuery());
    expect([query.get('status'), query.get('from'), query.get('to')]).toEqual(['planned', '2026-03-01', '2026-03-31']);
    expect(await screen.findByText('No assignments found.')).toBeInTheDocument();
  });

  async function fillNew(user: UserEvent) {
    await user.click(screen.getByRole('button', { name: 'Add Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Assignment' });
    await within(dialog).findByRole('option', { name: 'Mercy Chebet' });
    await user.selectOptions(within(dialog).getByLabelText('Officer'), 'Mercy Chebet');
    await user.type(within(dialog).getByRole('combobox', { name: 'Farmer' }), 'ouma');
    await user.click(await within(dialog).findByRole('option', { name: 'Samuel Ouma (MEM-002)' }));
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Breeding');
    await user.type(within(dialog).getByLabelText('Due Date'), '25/03/2026');
    return dialog;
  }

  it('adds a visit for a farmer found by search, says so, and shows it in the list', async () => {
    const { user } = await renderPage();
    const dialog = await fillNew(user);
    await user.type(within(dialog).getByLabelText('Notes'), 'AI timing talk');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));

    expect(await screen.findByText('Visit to Samuel Ouma due 25/03/2026 saved')).toBeInTheDocument();
    expect(api.bodies('POST /extension-assignments')).toEqual([
      {
        organization_id: 'org-1',
        officer_id: 'link-o1',
        producer_id: 'link-f2',
        route_id: null,
        location_id: null,
        topic: 'breeding',
        due_on: '2026-03-25',
        status: 'planned',
        notes: 'AI timing talk',
      },
    ]);
    expect(await screen.findByText('Samuel Ouma (MEM-002)')).toBeInTheDocument();
  });

  it('plans a visit for a collection centre instead of a farmer', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Assignment' });
    await within(dialog).findByRole('option', { name: 'Mercy Chebet' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(await within(dialog).findByText('Choose a farmer from the search results')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an officer')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a topic')).toBeInTheDocument();
    expect(within(dialog).getByText('Due Date is required')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Officer'), 'Peter Kiprop');
    await user.selectOptions(within(dialog).getByLabelText('Assigned To'), 'A collection centre');
    await user.selectOptions(within(dialog).getByLabelText('Collection Center'), 'Kiambu Town CC');
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Milk hygiene');
    await user.type(within(dialog).getByLabelText('Due Date'), '02/04/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    await screen.findByText('Visit to Kiambu Town CC due 02/04/2026 saved');
    expect(api.bodies('POST /extension-assignments')[0]).toMatchObject({
      producer_id: null,
      route_id: null,
      location_id: 'centre-kiambu',
    });
  });

  it('marks a planned visit done with what came of it', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Mark done Animal health visit to Jane Wanjiru (MEM-001)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark Visit Done' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Done' }));
    expect(await within(dialog).findByText('Write what came of the visit')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Outcome Notes'), 'Sprayed 4 cows; next dip in 2 weeks');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Done' }));

    expect(await screen.findByText('Visit to Jane Wanjiru marked done')).toBeInTheDocument();
    expect(api.bodies('PUT /extension-assignments/asg-1')).toEqual([
      { status: 'done', outcome: 'Sprayed 4 cows; next dip in 2 weeks' },
    ]);
    await waitFor(() => expect(readTable('Assignments')[0]).toContain('Sprayed 4 cows; next dip in 2 weeks'));
    expect(readTable('Assignments')[0]).toContain('Done');
  });

  it('edits a visit and shows the API refusal at its field', async () => {
    const { user } = await renderPage();
    api.on({
      'PUT /extension-assignments/asg-2': () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            error: 'Bad Request',
            message: 'route_id is not a route',
            fields: { route_id: 'is not a route of this organisation' },
          }),
          {
            status: 400,
            headers: { 'content-type': 'application/json' },
          },
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Edit Milk hygiene visit to Route: Kiambu North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Assignment' });
    expect(await within(dialog).findByLabelText('Route')).toHaveValue('route-kiambu');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assignment' }));
    expect(await within(dialog).findByText('is not a route of this organisation')).toBeInTheDocument();
  });

  it('hides Add and the row actions from those who may only read', async () => {
    const reader = { ...withRole(signedInUser, 'user'), permissions: ['extension_services:read', 'user_roles:read'] };
    await renderPage(reader);
    expect(screen.queryByRole('button', { name: 'Add Assignment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark done/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });
});
