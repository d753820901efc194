import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  catchDownloads,
  installFakeLogisticsApi,
  otherPeople,
  readTable,
  renderWithProviders,
  testSupplies,
  type FakeLogisticsApi,
} from '../testing';

const LIST = '/logistics-management/supplies';
const BASE = 'org_id=org-1&populate=producer';

let api: FakeLogisticsApi;
beforeEach(() => {
  api = installFakeLogisticsApi();
});
afterEach(() => api.restore());

const queries = () => api.queries('GET /supplies');
const farmers = () => readTable('Supplies').map(([, farmer]) => farmer);

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Jane Wanjiru');
  return view;
}

describe('Supplies', () => {
  it('shows Loading ..., then each supply with its farmer, items, category, cost and status', async () => {
    const release = api.hold('GET /supplies');
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('heading', { name: 'Supplies' })).toBeInTheDocument();
    expect(await screen.findByText('Loading ...')).toBeInTheDocument();
    release();
    await screen.findByText('Jane Wanjiru');

    for (const header of ['Date', 'Farmer', 'Items', 'Category', 'Total Cost (Ksh)', 'Status']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Supplies')).toEqual([
      ['15/01/2025', 'Jane Wanjiru', 'Dairy meal 70 kg × 2, Mineral lick × 1', 'Feeds', '7,400.00', 'Delivered'],
      ['02/02/2025', 'Samuel Ouma', 'Napier grass splits × 500', 'Seeds', '2,500.00', 'Ordered'],
    ]);
    expect(queries()).toEqual([`${BASE}&limit=10&offset=0`]);
    // populate=producer gives the link without its user: one request names the page's farmers.
    expect(api.queries('GET /user-roles')).toEqual([
      'org_id=org-1&filter=id%3Alink-f1%2Cid%3Alink-f2&populate=user&limit=2',
    ]);
  });

  it("uses the producer's user when the API nests it, asking for nothing more", async () => {
    const jane = otherPeople[0];
    api.on({
      'GET /supplies': () => ({ data: [{ ...testSupplies[0], producer: jane }], total: 1, limit: 10, offset: 0 }),
    });
    renderWithProviders({ route: LIST });
    await screen.findByText('Jane Wanjiru');
    expect(api.calls).not.toContain('GET /user-roles');
  });

  it("shows the farmer's member number when the names cannot be loaded", async () => {
    api.on({ 'GET /user-roles': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    await waitFor(() => expect(farmers()).toEqual(['MEM-001', 'MEM-002']));
  });

  it('says Failed to fetch supplies when the list fails', async () => {
    api.on({ 'GET /supplies': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch supplies');
  });

  it('filters by status and date, searches and sorts on the server', async () => {
    const { user } = await renderList();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Status', 'Ordered', 'Delivered', 'Cancelled']);
    await user.selectOptions(status, 'Ordered');
    await waitFor(() => expect(farmers()).toEqual(['Samuel Ouma']));
    expect(queries().at(-1)).toBe(`${BASE}&status=ordered&limit=10&offset=0`);

    await user.selectOptions(status, 'All Status');
    await user.type(screen.getByLabelText('Date'), '15/01/2025');
    await waitFor(() => expect(farmers()).toEqual(['Jane Wanjiru']));
    expect(queries().at(-1)).toBe(`${BASE}&from=2025-01-15&to=2025-01-15&limit=10&offset=0`);

    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'napier');
    await waitFor(() => expect(farmers()).toEqual(['Samuel Ouma']));
    expect(queries().at(-1)).toBe(`${BASE}&q=napier&limit=10&offset=0`);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(farmers()).toHaveLength(2));
    const cost = screen.getByRole('columnheader', { name: 'Total Cost (Ksh)' });
    await user.click(within(cost).getByText('Total Cost (Ksh)'));
    await waitFor(() => expect(farmers()).toEqual(['Samuel Ouma', 'Jane Wanjiru']));
    expect(queries().at(-1)).toBe(`${BASE}&limit=10&offset=0&sort=total_cost`);
  });

  it('exports the filtered supplies from the API', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Delivered');
      await waitFor(() => expect(farmers()).toEqual(['Jane Wanjiru']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['supplies.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'timestamp:Date,farmer_name:Farmer,items:Items,supply_category:Category,total_cost:Total Cost (Ksh),status:Status',
      );
      expect(queries().at(-1)).toBe(
        `${BASE}&status=delivered&columns=timestamp%3ADate%2Cfarmer_name%3AFarmer%2Citems%3AItems%2Csupply_category%3ACategory%2Ctotal_cost%3ATotal+Cost+%28Ksh%29%2Cstatus%3AStatus&format=csv`,
      );
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('opens Add Supply', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add Supply' }));
    expect(router.state.location.pathname).toBe('/supply/add');
  });
});
