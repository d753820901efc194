import { jsonResponse } from '@maziwa/api-client/testing';
import { withRole } from '@maziwa/dev-shell/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { readTable, renderWithProviders, signedInUser, renderToaster, toastRegion } from '../testing';
import { buildAdvance, installFakeRatesApi, type FakeRatesApi } from '../testing/fake-rates-api';

const PAGE = '/payroll/advances';

let api: FakeRatesApi;
beforeEach(() => {
  api = installFakeRatesApi({
    advances: [
      buildAdvance({
        id: 'advance-1',
        amount: 3000,
        remaining: 1800,
        advanced_on: '2026-03-05',
        reason: 'School fees',
      }),
      buildAdvance({
        id: 'advance-2',
        producer_id: 'link-f2',
        farmer_name: 'Kiprono Koech',
        member_id: 'F-002',
        amount: 500,
        remaining: 500,
        advanced_on: '2026-02-01',
        reason: 'Vet bill',
      }),
    ],
  });
});
afterEach(() => api.restore());

async function openAdvances(user = signedInUser) {
  const view = renderWithProviders({ route: PAGE, user });
  await screen.findByText('Vet bill');
  return view;
}

describe('Advances', () => {
  it('lists the advances with what remains to deduct', async () => {
    await openAdvances();
    expect(screen.getByRole('heading', { level: 1, name: 'Advances' })).toBeInTheDocument();
    expect(readTable('Advances')).toEqual([
      ['05/03/2026', 'Akinyi Otieno', 'F-001', 'Ksh 3,000.00', 'Ksh 1,800.00', 'School fees', 'Delete'],
      ['01/02/2026', 'Kiprono Koech', 'F-002', 'Ksh 500.00', 'Ksh 500.00', 'Vet bill', 'Delete'],
    ]);
  });

  it('records an advance for a farmer found by member number, and says so', async () => {
    renderToaster();
    const { user } = await openAdvances();
    await user.click(screen.getByRole('button', { name: 'Add Advance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Advance' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Advance' }));
    expect(await within(dialog).findByText('Farmer is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();

    const farmer = within(dialog).getByRole('combobox', { name: 'Farmer' });
    await user.type(farmer, 'F-002');
    await user.click(await within(dialog).findByRole('option', { name: 'Kiprono Koech (F-002)' }));
    expect(farmer).toHaveValue('Kiprono Koech (F-002)');
    expect(within(dialog).queryByText('Farmer is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '1200.5');
    const date = within(dialog).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '10/03/2026');
    await user.type(within(dialog).getByLabelText('Reason'), '  Feed on credit  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Advance' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /advances')).toEqual([
      { producer_id: 'link-f2', amount: 1200.5, advanced_on: '2026-03-10', reason: 'Feed on credit' },
    ]);
    expect(within(toastRegion()).getByText(/^Advance of Ksh 1,200\.50( to .+)? saved$/)).toBeInTheDocument();
    expect(await screen.findByText('Feed on credit')).toBeInTheDocument();
  });

  it("shows the API refusing the farmer at the Farmer field, keeping the farmer's name in the box", async () => {
    const { user } = await openAdvances();
    api.on({
      'POST /advances': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body/producer_id is not a producer of this organisation',
            fields: { producer_id: 'is not a producer of this organisation' },
          },
          400,
        ),
    });
    await user.click(screen.getByRole('button', { name: 'Add Advance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Advance' });
    const farmer = within(dialog).getByRole('combobox', { name: 'Farmer' });
    await user.type(farmer, 'akinyi');
    await user.click(await within(dialog).findByRole('option', { name: 'Akinyi Otieno (F-001)' }));
    await user.type(within(dialog).getByLabelText('Amount (Ksh)'), '300');
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed');
    await user.click(within(dialog).getByRole('button', { name: 'Save Advance' }));

    await waitFor(() => expect(farmer).toHaveAccessibleDescription('is not a producer of this organisation'));
    expect(farmer).toHaveValue('Akinyi Otieno (F-001)');
    expect(screen.getByRole('dialog', { name: 'Add Advance' })).toBeInTheDocument();
  });

  it('says why an advance pay has deducted cannot be deleted, and deletes one it has not', async () => {
    const { user } = await openAdvances();
    await user.click(screen.getByRole('button', { name: 'Delete Akinyi Otieno of 05/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the advance to Akinyi Otieno?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(
        'Pay for 2026-03-01 to 2026-03-31 has deducted this advance: it can no longer be deleted',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Kiprono Koech of 01/02/2026' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Vet bill')).not.toBeInTheDocument());
    expect(api.advances().map((a) => a.id)).toEqual(['advance-1']);
  });

  it('lets an office clerk read the advances but not add or delete one', async () => {
    await openAdvances(withRole(signedInUser, 'user'));
    expect(readTable('Advances')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add Advance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });
});
