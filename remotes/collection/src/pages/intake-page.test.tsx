import 'fake-indexeddb/auto';
import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { installFakeIntakeApi, renderWithProviders, type FakeIntakeApi } from '../testing';

let api: FakeIntakeApi;
beforeEach(() => {
  // Each test starts on a phone that never recorded anything.
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  api = installFakeIntakeApi();
});
afterEach(() => api.restore());

async function openIntake() {
  const rendered = renderWithProviders({ route: '/milk-collections/intake' });
  await screen.findByRole('option', { name: 'Githunguri CC' });
  // The form appears once the person's queue is open.
  await screen.findByRole('combobox', { name: 'Member number or name' });
  return rendered;
}

async function chooseFarmer(user: Awaited<ReturnType<typeof openIntake>>['user'], typed: string, name: RegExp) {
  await user.type(screen.getByRole('combobox', { name: 'Member number or name' }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

/** A figure of the shift's tally, as shown: tallyFigure('Deliveries') -> '2'. */
const tallyFigure = (term: string) =>
  within(screen.getByRole('region', { name: 'This shift' })).getByText(term).nextElementSibling?.textContent;

describe('Intake', () => {
  it('records an accepted delivery with the phone id and time, then is ready for the next farmer', async () => {
    const { user } = await openIntake();
    await chooseFarmer(user, 'F-0012', /Jane Wanjiru/);
    await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Recorded Jane Wanjiru (F-0012): 12.5 L accepted')).toBeInTheDocument();
    const farmerField = screen.getByRole('combobox', { name: 'Member number or name' });
    expect(farmerField).toHaveValue('');
    await waitFor(() => expect(farmerField).toHaveFocus());
    expect(screen.getByRole('spinbutton', { name: /Litres/ })).toHaveValue(null);

    await waitFor(() => expect(api.stored()).toHaveLength(1));
    const [sent] = api.bodies<Record<string, unknown>>('POST /collections');
    expect(sent).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      collected_at: expect.stringMatching(/T\d\d:\d\d:\d\d\.000Z$/),
      producer_id: 'farmer-1',
      location_id: 'centre-git',
      shift: expect.stringMatching(/^(morning|evening)$/),
      quantity_litres: 12.5,
      data_source: 'mobile_app',
      status: 'accepted',
    });
    const list = await screen.findByRole('list', { name: 'Last deliveries' });
    expect(await within(list).findByText('Sent')).toBeInTheDocument();
    expect(within(list).getByText('Jane Wanjiru (F-0012)')).toBeInTheDocument();
    await waitFor(() => expect(tallyFigure('Litres accepted')).toBe('12.5 L'));
    expect(tallyFigure('Deliveries')).toBe('1');
  });

  it('asks to confirm over 60 L before recording', async () => {
    const { user } = await openIntake();
    await chooseFarmer(user, 'Jane', /Jane Wanjiru/);
    await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), '75');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Record this delivery?' });
    expect(within(dialog).getByText('75 L is more than 60 L in one delivery.')).toBeInTheDocument();
    expect(api.bodies('POST /collections')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(api.stored()).toHaveLength(1));
    expect(api.stored()[0].quantity_litres).toBe(75);
  });

  it('refuses impossible litres on the field, recording nothing', async () => {
    const { user } = await openIntake();
    await chooseFarmer(user, 'F-0013', /John Kamau/);
    const litres = screen.getByRole('spinbutton', { name: /Litres/ });
    await user.type(litres, '250');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Litres must be under 200')).toBeInTheDocument();
    expect(litres).toHaveAccessibleDescription('Litres must be under 200');
    await user.clear(litres);
    await user.type(litres, '-3');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Litres must be more than 0')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /collections');
  });

  it('rejects with the coded reason asked in a dialog', async () => {
    const { user } = await openIntake();
    await chooseFarmer(user, 'F-0012', /Jane Wanjiru/);
    await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Reject' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reject delivery' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Failed alcohol test');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(api.stored()).toHaveLength(1));
    expect(api.stored()[0]).toMatchObject({
      status: 'rejected',
      rejection_reason: 'failed_alcohol_test',
      quantity_litres: 8,
    });
    const list = await screen.findByRole('list', { name: 'Last deliveries' });
    expect(within(list).getByText('Rejected: Failed alcohol test')).toBeInTheDocument();
    await waitFor(() => expect(tallyFigure('Litres rejected')).toBe('8 L'));
  });

  it("keeps a refused delivery with the API's message, word for word", async () => {
    const message = 'Farmer Jane Wanjiru (F-0012) is deactivated: no delivery can be recorded for them';
    api.on({
      'POST /collections': () => jsonResponse({ statusCode: 400, error: 'Bad Request', message }, 400),
    });
    const { user } = await openIntake();
    await chooseFarmer(user, 'F-0012', /Jane Wanjiru/);
    await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    const list = await screen.findByRole('list', { name: 'Last deliveries' });
    expect(await within(list).findByText(message)).toBeInTheDocument();
    expect(within(list).getByText('Needs attention')).toBeInTheDocument();
    expect(screen.getByText(/1 needs attention/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Discard/ })).toBeInTheDocument();
  });

  it('counts deliveries waiting to send in the tally while the API cannot be reached, and sends them on "Send now"', async () => {
    const answer = api.handler('POST /collections')!;
    api.on({
      'POST /collections': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openIntake();
    for (const litres of ['10', '5.5']) {
      await chooseFarmer(user, 'F-0012', /Jane Wanjiru/);
      await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), litres);
      await user.click(screen.getByRole('button', { name: 'Accept' }));
      await screen.findByText(`Recorded Jane Wanjiru (F-0012): ${litres} L accepted`);
    }
    expect(await screen.findByText('2 waiting to send')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Last deliveries' })).getAllByText('Waiting to send')).toHaveLength(
      2,
    );
    await waitFor(() => expect(tallyFigure('Litres accepted')).toBe('15.5 L'));
    expect(tallyFigure('Deliveries')).toBe('2');

    api.on({ 'POST /collections': answer });
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('All sent')).toBeInTheDocument();
    expect(api.stored().map((row) => row.quantity_litres)).toEqual([10, 5.5]);
    // Counted once: by the API now, no longer as waiting.
    await waitFor(() => expect(tallyFigure('Litres accepted')).toBe('15.5 L'));
    expect(tallyFigure('Deliveries')).toBe('2');
  });
  it('edits and undoes a delivery still waiting on the phone', async () => {
    api.on({
      'POST /collections': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await openIntake();
    await chooseFarmer(user, 'F-0013', /John Kamau/);
    await user.type(screen.getByRole('spinbutton', { name: /Litres/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const list = await screen.findByRole('list', { name: 'Last deliveries' });
    await within(list).findByText('20 L');

    await user.click(within(list).getByRole('button', { name: /^Edit John Kamau/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit delivery of John Kamau (F-0013)' });
    const litres = within(dialog).getByRole('spinbutton', { name: /Litres/ });
    await user.clear(litres);
    await user.type(litres, '21.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('21.5 L')).toBeInTheDocument();
    await waitFor(() => expect(tallyFigure('Litres accepted')).toBe('21.5 L'));

    await user.click(within(list).getByRole('button', { name: /^Undo John Kamau/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo this delivery?' });
    await user.click(within(confirm).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('No deliveries recorded on this phone yet.')).toBeInTheDocument();
    expect(screen.getByText('All sent')).toBeInTheDocument();
    expect(tallyFigure('Deliveries')).toBe('0');
  });
});
