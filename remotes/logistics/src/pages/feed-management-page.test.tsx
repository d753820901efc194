import { withRole } from '@maziwa/dev-shell/testing';
import { Toaster } from '@maziwa/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  catchDownloads,
  installFakeLogisticsApi,
  renderWithProviders,
  signedInUser,
  type FakeLogisticsApi,
} from '../testing';
import { serveFeedStore, testFeedStore, type FakeFeedStore } from '../testing/fake-feed-store';
import { serveTripAndSupplyWrites } from '../testing/fake-trip-supply-writes';

const PAGE = '/feed-management';

let api: FakeLogisticsApi;
let store: FakeFeedStore;
beforeEach(() => {
  api = installFakeLogisticsApi();
  // Its GET /user-roles finds farmers by name, as Add Supply's search does.
  serveTripAndSupplyWrites(api, { trips: [], supplies: [] });
  store = testFeedStore();
  serveFeedStore(api, store);
});
afterEach(() => api.restore());

async function open(route = PAGE, user = signedInUser) {
  render(
    <MemoryRouter>
      <Toaster />
    </MemoryRouter>,
  );
  const view = renderWithProviders({ route, user });
  await screen.findByRole('heading', { name: 'Feed Management' });
  return view;
}

const table = (name: string) => screen.findByRole('grid', { name });
const rowOf = async (tableName: string, text: string) => {
  const grid = await table(tableName);
  await within(grid).findByText(text);
  return within(grid)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(text))!;
};
const lastQuery = (route: string) => Object.fromEntries(new URLSearchParams(api.queries(route).at(-1)));

describe('Feed Management', () => {
  it('lists products with stock on hand, a Low stock badge below the reorder level, unit and price', async () => {
    await open();
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    const acaricide = await rowOf('Products', 'Acaricide 100 ml');
    expect(within(acaricide).getByText('Low stock')).toBeInTheDocument();
    expect(within(acaricide).getByText('bottle')).toBeInTheDocument();
    expect(within(acaricide).getByText('450.00')).toBeInTheDocument();
    const meal = await rowOf('Products', 'Dairy meal 70 kg');
    expect(within(meal).queryByText('Low stock')).not.toBeInTheDocument();
    expect(within(meal).getByText('12')).toBeInTheDocument();
  });

  it('filters on the server by category and low stock, and exports what it shows', async () => {
    const { user } = await open();
    await rowOf('Products', 'Dairy meal 70 kg');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Veterinary');
    await waitFor(() => expect(lastQuery('GET /feed-products').filter).toBe('category:veterinary'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stock' }), 'Low stock');
    await waitFor(() => expect(lastQuery('GET /feed-products').filter).toBe('category:veterinary,low_stock:true'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('grid', { name: 'Products' })).queryByText('Dairy meal 70 kg'),
      ).not.toBeInTheDocument(),
    );
    const downloads = catchDownloads();
    try {
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['feed-products.csv']));
      expect(lastQuery('GET /feed-products')).toMatchObject({
        format: 'csv',
        filter: 'category:veterinary,low_stock:true',
      });
    } finally {
      downloads.restore();
    }
  });

  it('adds a product and edits one, confirming each save', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Calf pellets 50 kg');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Feed');
    await user.type(within(dialog).getByLabelText('Unit'), 'bag');
    await user.type(within(dialog).getByLabelText('Unit Price (Ksh)'), '2800');
    await user.clear(within(dialog).getByLabelText('Reorder Level'));
    await user.type(within(dialog).getByLabelText('Reorder Level'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Product Calf pellets 50 kg saved')).toBeInTheDocument();
    expect(store.products.at(-1)).toMatchObject({
      name: 'Calf pellets 50 kg',
      category: 'feed',
      unit: 'bag',
      unit_price: 2800,
      reorder_level: 5,
    });
    expect(await rowOf('Products', 'Calf pellets 50 kg')).toBeTruthy();

    await user.click(
      within(await rowOf('Products', 'Acaricide 100 ml')).getByRole('button', { name: 'Edit Acaricide 100 ml' }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit Acaricide 100 ml' });
    expect(within(edit).getByLabelText('Unit Price (Ksh)')).toHaveValue(450);
    await user.clear(within(edit).getByLabelText('Reorder Level'));
    await user.type(within(edit).getByLabelText('Reorder Level'), '5');
    await user.click(within(edit).getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Product Acaricide 100 ml saved')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await rowOf('Products', 'Acaricide 100 ml')).queryByText('Low stock')).not.toBeInTheDocument(),
    );
  });

  it('receives stock: the receipt is listed and stock on hand goes up', async () => {
    const { user } = await open(`${PAGE}?tab=received`);
    expect(await rowOf('Stock received', 'Unga Farm Care')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Receive Stock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Stock' });
    // The form shows once the products have arrived.
    await user.selectOptions(await within(dialog).findByLabelText('Product'), 'Acaricide 100 ml (on hand 8 × bottle)');
    await user.type(within(dialog).getByLabelText('Quantity'), '30');
    await user.type(within(dialog).getByLabelText('Unit Cost (Ksh)'), '340');
    expect(within(dialog).getByText('Total cost: Ksh 10,200.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Supplier'), 'Elgon Kenya');
    await user.click(within(dialog).getByRole('button', { name: 'Save Receipt' }));
    expect(await screen.findByText('Received 30 × bottle of Acaricide 100 ml')).toBeInTheDocument();
    expect(await rowOf('Stock received', 'Elgon Kenya')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Products' }));
    const acaricide = await rowOf('Products', 'Acaricide 100 ml');
    expect(within(acaricide).getByText('38')).toBeInTheDocument();
    expect(within(acaricide).queryByText('Low stock')).not.toBeInTheDocument();
  });

  it('issues to a farmer found on the server; more than is in stock is refused at Quantity', async () => {
    const { user } = await open(`${PAGE}?tab=issued`);
    await table('Issued to farmers');
    await user.click(screen.getByRole('button', { name: 'Issue to Farmer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue to Farmer' });
    // The form shows once the products have arrived.
    await user.type(await within(dialog).findByRole('combobox', { name: 'Producer' }), 'wanj');
    await user.click(await screen.findByRole('option', { name: 'Jane Wanjiru (MEM-001)' }));
    await user.selectOptions(within(dialog).getByLabelText('Product'), 'Dairy meal 70 kg');
    expect(within(dialog).getByText(/In stock: 12 × bag at Ksh 3,200.00 each/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Quantity'), '13');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Only 12 bags of Dairy meal 70 kg in stock')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveAccessibleDescription(
      'Only 12 bags of Dairy meal 70 kg in stock',
    );

    await user.clear(within(dialog).getByLabelText('Quantity'));
    await user.type(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByText(/the farmer owes Ksh 6,400.00, deducted from pay/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Issued 2 × bag of Dairy meal 70 kg to Jane Wanjiru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View supplies' })).toHaveAttribute(
      'href',
      '/logistics-management/supplies',
    );
    expect(store.issues[0]).toMatchObject({
      producer_id: 'link-f1',
      product_id: 'product-meal',
      quantity: 2,
      total_cost: 6400,
    });
    const row = await rowOf('Issued to farmers', 'Jane Wanjiru');
    expect(within(row).getByText('6,400.00')).toBeInTheDocument();
  });

  it('shows the store to someone who may only read it, without Add, Receive, Issue or Edit', async () => {
    const reader = { ...signedInUser, permissions: ['feed_store:read'] };
    const { user } = await open(PAGE, reader);
    await rowOf('Products', 'Dairy meal 70 kg');
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Stock received' }));
    await table('Stock received');
    expect(screen.queryByRole('button', { name: 'Receive Stock' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Issued to farmers' }));
    await table('Issued to farmers');
    expect(screen.queryByRole('button', { name: 'Issue to Farmer' })).not.toBeInTheDocument();
  });

  it('lets the office clerk keep the store', async () => {
    await open(PAGE, withRole(signedInUser, 'user'));
    expect(await screen.findByRole('button', { name: 'Add Product' })).toBeInTheDocument();
  });
});
