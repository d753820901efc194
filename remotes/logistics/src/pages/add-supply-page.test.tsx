import { jsonResponse } from '@maziwa/api-client/testing';
import type { Supply } from '@maziwa/contracts';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  installFakeLogisticsApi,
  readTable,
  renderWithProviders,
  TEST_ORG_ID,
  testSupplies,
  type FakeLogisticsApi,
} from '../testing';
import { serveTripAndSupplyWrites, type SentWrites } from '../testing/fake-trip-supply-writes';

const ADD = '/supply/add';
const LIST = '/logistics-management/supplies';

let api: FakeLogisticsApi;
let sent: SentWrites;
beforeEach(() => {
  const supplies: Supply[] = [...testSupplies];
  api = installFakeLogisticsApi({ supplies });
  sent = serveTripAndSupplyWrites(api, { trips: [], supplies });
});
afterEach(() => api.restore());

async function renderForm() {
  const view = renderWithProviders({ route: ADD });
  await screen.findByRole('heading', { name: 'Add Supply' });
  return view;
}

const row = (n: number) => screen.getByRole('group', { name: `Item ${n}` });

async function chooseFarmer(user: UserEvent, text: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: 'Producer' }), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillItem(user: UserEvent, n: number, item: string, quantity: string) {
  await user.type(within(row(n)).getByLabelText('Item'), item);
  await user.clear(within(row(n)).getByLabelText('Quantity'));
  await user.type(within(row(n)).getByLabelText('Quantity'), quantity);
}

describe('Add Supply', () => {
  it('starts with one item row, no cost, now, Ordered and Seeds', async () => {
    await renderForm();
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(1);
    expect(within(row(1)).getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByLabelText('Total Cost (KSh)')).toHaveValue(0);
    expect(screen.getByLabelText('Timestamp')).not.toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('ordered');
    expect(screen.getByLabelText('Category')).toHaveValue('seeds');
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('finds farmers on the server by name or member number', async () => {
    const { user } = await renderForm();
    const box = screen.getByRole('combobox', { name: 'Producer' });
    await user.type(box, 'mem-002');
    expect(await screen.findByRole('option', { name: 'Samuel Ouma (MEM-002)' })).toBeInTheDocument();
    expect(within(screen.getByRole('listbox', { name: 'Producers found' })).getAllByRole('option')).toHaveLength(1);
    const asked = new URLSearchParams(api.queries('GET /user-roles').at(-1));
    expect(Object.fromEntries(asked)).toEqual({
      org_id: TEST_ORG_ID,
      filter: 'role_name:Producer',
      q: 'mem-002',
      populate: 'user',
      sort: 'member_id',
      limit: '20',
    });

    await user.clear(box);
    await user.type(box, 'wanj');
    await screen.findByRole('option', { name: 'Jane Wanjiru (MEM-001)' });
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(box).toHaveValue('Jane Wanjiru (MEM-001)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText('No producer matches "nobody"')).toBeInTheDocument();
  });

  it('adds and removes item rows', async () => {
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
    await user.type(within(row(2)).getByLabelText('Item'), 'Hay bale');
    await user.type(within(row(3)).getByLabelText('Item'), 'Molasses');
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(2);
    expect(within(row(2)).getByLabelText('Item')).toHaveValue('Molasses');
  });

  it('saves the supply with three items and lands on Supplies, where it is listed, with a confirmation', async () => {
    render(
      <MemoryRouter>
        <Toaster />
      </MemoryRouter>,
    );
    const { user, router } = await renderForm();
    await chooseFarmer(user, 'Jane', 'Jane Wanjiru (MEM-001)');
    await fillItem(user, 1, 'Dairy meal 70 kg', '2');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, 2, 'Mineral lick', '1');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, 3, 'Hay bale', '2.5');
    await user.clear(screen.getByLabelText('Total Cost (KSh)'));
    await user.type(screen.getByLabelText('Total Cost (KSh)'), '7925');
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await user.selectOptions(screen.getByLabelText('Category'), 'Feeds');
    await user.type(screen.getByLabelText('Supplier Name'), 'Unga Farm Care');
    await user.type(screen.getByLabelText('Supplier Phone'), '+254709861000');
    await user.click(screen.getByRole('button', { name: 'Save Supply' }));

    await screen.findByRole('heading', { name: 'Supplies' });
    expect(router.state.location.pathname).toBe(LIST);
    expect(sent.supplies).toEqual([
      {
        organization_id: TEST_ORG_ID,
        producer_id: 'link-f1',
        supply_items: [
          { item: 'Dairy meal 70 kg', quantity: 2 },
          { item: 'Mineral lick', quantity: 1 },
          { item: 'Hay bale', quantity: 2.5 },
        ],
        total_cost: 7925,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
        status: 'delivered',
        supplier_details: { name: 'Unga Farm Care', phone: '+254709861000' },
        supply_category: 'feeds',
      },
    ]);
    // The timestamp is the minute the form opened.
    expect(Math.abs(Date.parse(sent.supplies[0].timestamp!) - Date.now())).toBeLessThan(5 * 60_000);
    expect(await screen.findByText('Supply for Jane Wanjiru saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View supplies' })).toBeInTheDocument();
    await waitFor(() =>
      expect(readTable('Supplies')[0].slice(1, 6)).toEqual([
        'Jane Wanjiru',
        'Dairy meal 70 kg × 2, Mineral lick × 1, Hay bale × 2.5',
        'Feeds',
        '7,925.00',
        'Delivered',
      ]),
    );
  });

  it('refuses a supply without a farmer, with an unnamed item, a quantity of 0 or a negative cost, at the fields', async () => {
    const { user } = await renderForm();
    await user.clear(within(row(1)).getByLabelText('Quantity'));
    await user.type(within(row(1)).getByLabelText('Quantity'), '0');
    await user.clear(screen.getByLabelText('Total Cost (KSh)'));
    await user.type(screen.getByLabelText('Total Cost (KSh)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save Supply' }));

    expect(await screen.findByText('Choose a producer from the search results')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Item')).toHaveAccessibleDescription('Item is required');
    expect(within(row(1)).getByLabelText('Quantity')).toHaveAccessibleDescription('Quantity must be more than 0');
    expect(screen.getByLabelText('Total Cost (KSh)')).toHaveAccessibleDescription('Total Cost cannot be negative');
    expect(sent.supplies).toEqual([]);
  });

  it("shows the API's field errors at their fields, a row's at that row", async () => {
    api.on({
      'POST /supplies': () =>
        jsonResponse(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'supply_items.1.quantity must be <= 1000000',
            fields: {
              'supply_items.1.quantity': 'must be <= 1000000',
              producer_id: 'must be a Producer link of this organisation',
            },
          },
          400,
        ),
    });
    const { user, router } = await renderForm();
    await chooseFarmer(user, 'Sam', 'Samuel Ouma (MEM-002)');
    await fillItem(user, 1, 'Hay bale', '3');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fillItem(user, 2, 'Molasses', '999');
    await user.click(screen.getByRole('button', { name: 'Save Supply' }));

    expect(await screen.findByText('must be <= 1000000')).toBeInTheDocument();
    expect(within(row(2)).getByLabelText('Quantity')).toHaveAccessibleDescription('must be <= 1000000');
    expect(screen.getByRole('combobox', { name: 'Producer' })).toHaveAccessibleDescription(
      'must be a Producer link of this organisation',
    );
    expect(router.state.location.pathname).toBe(ADD);
    expect(within(row(1)).getByLabelText('Item')).toHaveValue('Hay bale');
  });
});
