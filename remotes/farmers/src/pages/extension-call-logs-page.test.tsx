import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  buildCallLog,
  installFakeExtensionApi,
  readTable,
  renderWithProviders,
  type FakeExtensionApi,
} from '../testing';

const PAGE = '/extension-services/call-logs';

let api: FakeExtensionApi;
beforeEach(() => {
  api = installFakeExtensionApi({
    callLogs: [
      buildCallLog({
        id: 'call-old',
        called_at: '2026-01-10T06:00:00.000Z',
        channel: 'visit',
        outcome: 'Farm visited',
      }),
      buildCallLog({
        id: 'call-late',
        called_at: '2026-01-20T06:00:00.000Z',
        follow_up_on: '2026-01-27',
        follow_up_due: true,
        farmer_name: 'Samuel Ouma',
        member_id: 'MEM-002',
        producer_id: 'link-f2',
        outcome: 'Follow-up needed',
      }),
      buildCallLog({
        id: 'call-done',
        called_at: '2026-02-01T06:00:00.000Z',
        follow_up_on: '2026-02-05',
        follow_up_done_on: '2026-02-06',
        channel: 'sms',
        outcome: 'Message sent',
      }),
    ],
  });
});
afterEach(() => api.restore());

async function renderPage() {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
  const view = renderWithProviders({ route: PAGE });
  await screen.findByText('Farm visited');
  return view;
}

describe('Call Logs', () => {
  it('shows follow-ups still to do first, then the rest newest first, with Due, Overdue or Done', async () => {
    await renderPage();
    expect(readTable('Call logs')).toEqual([
      [
        '20/01/2026 09:00',
        'Mercy Chebet',
        'Samuel Ouma (MEM-002)',
        'Call',
        'Milk hygiene',
        'Follow-up needed',
        '27/01/2026Overdue',
        'EditFollow-up done',
      ],
      [
        '01/02/2026 09:00',
        'Mercy Chebet',
        'Jane Wanjiru (MEM-001)',
        'SMS',
        'Milk hygiene',
        'Message sent',
        '05/02/2026Done 06/02/2026',
        'Edit',
      ],
      [
        '10/01/2026 09:00',
        'Mercy Chebet',
        'Jane Wanjiru (MEM-001)',
        'Visit',
        'Milk hygiene',
        'Farm visited',
        'None',
        'Edit',
      ],
    ]);
    // No sort sent: the API's default order (follow-ups due first).
    expect(new URLSearchParams(api.queries('GET /extension-call-logs')[0]).get('sort')).toBeNull();
    expect(screen.getByText('Overdue').closest('[role="row"]')).toHaveClass('extension-row--overdue');
  });

  it('filters by channel and follow-ups due', async () => {
    const { user } = await renderPage();
    await user.selectOptions(screen.getByLabelText('Channel'), 'SMS');
    await user.click(screen.getByLabelText('Follow-ups due only'));
    await waitFor(() =>
      expect(new URLSearchParams(api.queries('GET /extension-call-logs').at(-1)).get('filter')).toBe(
        'channel:sms,follow_up_due:true',
      ),
    );
    expect(await screen.findByText('No call logs found.')).toBeInTheDocument();
  });

  it('adds a call with a follow-up, says so, and shows it first', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add Call Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Call Log' });
    await within(dialog).findByRole('option', { name: 'Peter Kiprop' });
    await user.selectOptions(within(dialog).getByLabelText('Officer'), 'Peter Kiprop');
    await user.type(within(dialog).getByRole('combobox', { name: 'Farmer' }), 'wanj');
    await user.click(await within(dialog).findByRole('option', { name: 'Jane Wanjiru (MEM-001)' }));
    await user.selectOptions(within(dialog).getByLabelText('Channel'), 'Visit');
    await user.selectOptions(within(dialog).getByLabelText('Topic'), 'Feeding');
    await user.type(within(dialog).getByLabelText('Outcome'), 'Needs a silage demo');
    await user.type(within(dialog).getByLabelText('Follow-up Date'), '05/01/2099');
    await user.click(within(dialog).getByRole('button', { name: 'Save Call Log' }));

    expect(await screen.findByText('Visit with Jane Wanjiru saved, follow up on 05/01/2099')).toBeInTheDocument();
    expect(api.bodies('POST /extension-call-logs')[0]).toMatchObject({
      organization_id: 'org-1',
      officer_id: 'link-o2',
      producer_id: 'link-f1',
      channel: 'visit',
      topic: 'feeding',
      outcome: 'Needs a silage demo',
      follow_up_on: '2099-01-05',
      notes: null,
    });
    await waitFor(() => expect(readTable('Call logs')[1][5]).toBe('Needs a silage demo'));
  });

  it('marks a follow-up done, and it leaves the top of the list', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Follow-up done Call with Samuel Ouma on 20/01/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow-up with Samuel Ouma done?' });
    await user.click(within(dialog).getByRole('button', { name: 'Follow-up done' }));
    expect(await screen.findByText('Follow-up with Samuel Ouma done')).toBeInTheDocument();
    expect(
      api.bodies<{ follow_up_done_on: string }>('PUT /extension-call-logs/call-late')[0].follow_up_done_on,
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(readTable('Call logs')[0][2]).toBe('Jane Wanjiru (MEM-001)'));
  });

  it('edits a call log', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Edit Visit with Jane Wanjiru on 10/01/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Call Log' });
    const outcome = await within(dialog).findByLabelText('Outcome');
    expect(outcome).toHaveValue('Farm visited');
    await user.clear(outcome);
    await user.type(outcome, 'Farm visited, cows dewormed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Call Log' }));
    await screen.findByText('Visit with Jane Wanjiru saved');
    expect(api.bodies('PUT /extension-call-logs/call-old')[0]).toMatchObject({
      outcome: 'Farm visited, cows dewormed',
      channel: 'visit',
    });
  });
});
