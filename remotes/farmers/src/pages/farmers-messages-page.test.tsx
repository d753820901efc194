import { jsonResponse } from '@maziwa/api-client/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  buildMessage,
  installFakeMessagesApi,
  readTable,
  renderWithProviders,
  signedInUser,
  type FakeMessagesApi,
} from '../testing';

const PAGE = '/farmers/messages';
const others = signedInUser.permissions.filter((p) => !p.startsWith('messages:'));
const admin = { ...signedInUser, permissions: [...others, 'messages:read', 'messages:resend'] };
const reader = { ...signedInUser, permissions: [...others, 'messages:read'] };

let api: FakeMessagesApi;
beforeEach(() => {
  api = installFakeMessagesApi({
    messages: [
      buildMessage({ id: 'msg-1' }),
      buildMessage({
        id: 'msg-2',
        farmer_id: 'link-f2',
        farmer_name: 'Samuel Ouma',
        member_number: 'MEM-002',
        recipient: '254712000002',
        event: 'payment',
        status: 'failed',
        failure_reason: 'The number is not on the network',
        cost: null,
        body: 'MAZIWA COOP: paid KSh 5,200.50 for 1-15/11. M-Pesa QK12AB34CD.',
        created_at: '2026-11-24T05:00:00.000Z',
        sent_at: null,
        delivered_at: null,
      }),
    ],
  });
});
afterEach(() => api.restore());

async function renderPage(user = admin) {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
  const view = renderWithProviders({ route: PAGE, user });
  await screen.findByText('Samuel Ouma (MEM-002)');
  return view;
}

const lastQuery = () => new URLSearchParams(api.queries('GET /messages').at(-1) ?? '');

describe('Messages', () => {
  it('lists each message with its farmer, event, channel, recipient, status (a failed one says why), cost, time and text', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(readTable('Messages')).toEqual([
      [
        'Jane Wanjiru (MEM-001)',
        'Delivery',
        'SMS',
        '254712000001',
        'Delivered',
        'Ksh 0.80',
        '24/11/2026 06:30',
        'MAZIWA COOP: Jane W. #MEM-001 delivered 12.5L AM 24/11. Accepted 12.5L. Ref MZ7K2Q.',
        '',
      ],
      [
        'Samuel Ouma (MEM-002)',
        'Payment',
        'SMS',
        '254712000002',
        'FailedThe number is not on the network',
        'N/A',
        '24/11/2026 08:00',
        'MAZIWA COOP: paid KSh 5,200.50 for 1-15/11. M-Pesa QK12AB34CD.',
        'Resend',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Jane Wanjiru (MEM-001)' })).toHaveAttribute(
      'href',
      '/farmers/farmers-profiles/link-f1',
    );
    expect(lastQuery().get('org_id')).toBe('org-1');
  });

  it('asks the API for the status, event, days and search chosen, and says when nothing matches', async () => {
    const { user } = await renderPage();
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.selectOptions(screen.getByLabelText('Event'), 'Delivery');
    await user.type(screen.getByLabelText('From'), '01/11/2026');
    await user.type(screen.getByLabelText('To'), '30/11/2026');
    await user.type(screen.getByRole('searchbox'), 'ouma');
    await waitFor(() => expect(lastQuery().get('q')).toBe('ouma'));
    const query = lastQuery();
    expect([query.get('status'), query.get('event'), query.get('from'), query.get('to')]).toEqual([
      'failed',
      'delivery',
      '2026-11-01',
      '2026-11-30',
    ]);
    expect(await screen.findByText('No messages found.')).toBeInTheDocument();
  });

  it('resends a failed message after asking, and says it is queued again', async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend the message to Samuel Ouma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the message to Samuel Ouma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await screen.findByText('Message to Samuel Ouma queued to send again')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /messages/msg-2/resend']);
    await waitFor(() => expect(readTable('Messages')[1]?.[4]).toBe('Queued'));
  });

  it("shows the API's reason when it refuses, and keeps the dialog open", async () => {
    api.on({
      'POST /messages/msg-2/resend': () =>
        jsonResponse({ statusCode: 409, error: 'Conflict', message: 'This message was already sent again' }, 409),
    });
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Resend the message to Samuel Ouma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the message to Samuel Ouma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This message was already sent again');
  });

  it('offers Resend only to those who may resend', async () => {
    await renderPage(reader);
    expect(screen.queryByRole('button', { name: /^Resend/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('shows the loading text until the list comes', async () => {
    const release = api.hold('GET /messages');
    renderWithProviders({ route: PAGE, user: admin });
    expect(await screen.findByText('Loading messages...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Samuel Ouma (MEM-002)')).toBeInTheDocument();
  });

  it('says Failed to fetch messages when the list cannot be read', async () => {
    api.on({ 'GET /messages': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: PAGE, user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch messages');
  });
});
