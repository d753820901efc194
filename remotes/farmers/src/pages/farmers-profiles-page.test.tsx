import { jsonResponse } from '@maziwa/api-client/testing';
import type { FarmerProfileRow, Page } from '@maziwa/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  buildFarmerRow,
  catchDownloads,
  farmerRows,
  installFakeFarmersApi,
  readTable,
  renderWithProviders,
  type FakeFarmersApi,
} from '../testing';

const LIST = '/farmers/farmers-profiles';

let api: FakeFarmersApi;
beforeEach(() => {
  api = installFakeFarmersApi();
});
afterEach(() => api.restore());

const names = () => readTable('Farmers').map(([, name]) => name);
/** Query strings of the farmer report requests so far, oldest first. */
const queries = () => api.queries('GET /reports/farmers-profile');

async function renderList() {
  const view = renderWithProviders({ route: LIST });
  await screen.findByText('Jane Wanjiru');
  return view;
}

describe('Farmer Profiles', () => {
  it('shows Loading user roles... and then the farmers under the spec columns', async () => {
    let answer!: (page: Page<FarmerProfileRow>) => void;
    api.on({ 'GET /reports/farmers-profile': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders({ route: LIST });

    expect(await screen.findByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeInTheDocument();
    expect(await screen.findByText('Loading user roles...')).toBeInTheDocument();
    for (const button of ['Upload', 'Add New Farmer', 'Export Data']) {
      expect(screen.getByRole('button', { name: button })).toBeInTheDocument();
    }
    answer({ data: farmerRows, total: 3, limit: 10, offset: 0 });

    await screen.findByText('Jane Wanjiru');
    expect(screen.queryByText('Loading user roles...')).not.toBeInTheDocument();
    for (const header of [
      'Member Number',
      'Farmer Name',
      'Date of Last Collection',
      'Quantity Supplied (L)',
      'Average Quality Score',
      'Payment Status',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(readTable('Farmers')).toEqual([
      ['MEM-001', 'Jane Wanjiru', '31/10/2026', '12,480.5', '82.4', 'Completed', 'ViewEdit'],
      ['MEM-002', 'Samuel Ouma', '12/10/2026', '860', '47', 'Delayed', 'ViewEdit'],
      ['MEM-003', 'Akinyi Odhiambo', 'N/A', '0', 'N/A', 'N/A', 'ViewEdit'],
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("asks for the signed-in user's organisation, one page of 10", async () => {
    await renderList();
    expect(queries()).toEqual(['organization_id=org-1&limit=10&offset=0']);
  });

  it('says Failed to fetch user roles when the report fails', async () => {
    api.on({ 'GET /reports/farmers-profile': () => jsonResponse({ message: 'boom' }, 500) });
    renderWithProviders({ route: LIST });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user roles');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  describe('with many farmers', () => {
    // 25 farmers, named so that the API's order (member number), A-Z and Z-A differ.
    const many = Array.from({ length: 25 }, (_, i) =>
      buildFarmerRow({
        id: `link-m${i + 1}`,
        member_number: `MEM-${String(i + 1).padStart(3, '0')}`,
        farmer_name: `Farmer ${String(25 - i).padStart(2, '0')}`,
      }),
    );
    beforeEach(() => {
      api.restore();
      api = installFakeFarmersApi({ farmers: many });
    });

    it('pages on the server, never asking for more than a page', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Farmer 25');
      expect(names()).toHaveLength(10);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(names()[0]).toBe('Farmer 15'));
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=10');

      await user.click(screen.getByRole('button', { name: 'Last' }));
      await waitFor(() => expect(names()).toEqual(['Farmer 05', 'Farmer 04', 'Farmer 03', 'Farmer 02', 'Farmer 01']));
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=20');
      expect(queries().every((query) => new URLSearchParams(query).get('limit') === '10')).toBe(true);
    });

    it('keeps the page, sort and search in the address: a shared link opens on them', async () => {
      const { user, router } = renderWithProviders({ route: `${LIST}?page=2&sort=-farmer_name&q=farmer` });
      await waitFor(() => expect(names()[0]).toBe('Farmer 15'));
      expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('farmer');
      expect(queries()).toEqual(['organization_id=org-1&q=farmer&limit=10&offset=10&sort=-farmer_name']);

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 3 of 3');
      expect(router.state.location.search).toBe('?page=3&sort=-farmer_name&q=farmer');

      // Back: the page before, from the address.
      await act(() => router.navigate(-1));
      await screen.findByText('Page 2 of 3');
      expect(router.state.location.search).toBe('?page=2&sort=-farmer_name&q=farmer');

      // A new search starts at page 1 and says so in the address.
      await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=-farmer_name'));
      await screen.findByText('Page 1 of 3');
    });

    it('sorts on the server from the headers, back to page 1', async () => {
      const { user } = renderWithProviders({ route: LIST });
      await screen.findByText('Farmer 25');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await screen.findByText('Page 2 of 3');

      const header = screen.getByRole('columnheader', { name: 'Farmer Name' });
      await user.click(within(header).getByText('Farmer Name'));
      await waitFor(() => expect(names()[0]).toBe('Farmer 01'));
      expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=farmer_name');
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();

      await user.click(within(header).getByText('Farmer Name'));
      await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=-farmer_name'));

      const status = screen.getByRole('columnheader', { name: 'Payment Status' });
      await user.click(within(status).getByText('Payment Status'));
      await waitFor(() => expect(queries().at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=payment_status'));
    });
  });

  it('searches on the server once typing pauses', async () => {
    const { user } = await renderList();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'MEM-002');
    await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
    expect(queries().filter((query) => query.includes('q='))).toEqual([
      'organization_id=org-1&q=MEM-002&limit=10&offset=0',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(await screen.findByText('No farmers found.')).toBeInTheDocument();
  });

  it('filters on the latest payment status, and offers no date or month (the report has no period)', async () => {
    const { user } = await renderList();
    expect(screen.queryByLabelText('Date')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Delayed');
    await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
    expect(queries().at(-1)).toBe('organization_id=org-1&status=delayed&limit=10&offset=0');
  });

  it('exports the whole filtered list from the API as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await renderList();
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ouma');
      await waitFor(() => expect(names()).toEqual(['Samuel Ouma']));
      await user.click(screen.getByRole('button', { name: 'Export Data' }));

      await waitFor(() => expect(downloads.names).toEqual(['farmers.csv']));
      // The grid's columns and titles come along, so the file has the screen's columns.
      expect(new URLSearchParams(queries().at(-1)).get('columns')).toBe(
        'member_number:Member Number,farmer_name:Farmer Name,date_of_last_collection:Date of Last Collection,quantity_supplied:Quantity Supplied (L),average_quality_score:Average Quality Score,payment_status:Payment Status',
      );
      expect(queries().at(-1)).toBe(
        'organization_id=org-1&q=Ouma&columns=member_number%3AMember+Number%2Cfarmer_name%3AFarmer+Name%2Cdate_of_last_collection%3ADate+of+Last+Collection%2Cquantity_supplied%3AQuantity+Supplied+%28L%29%2Caverage_quality_score%3AAverage+Quality+Score%2Cpayment_status%3APayment+Status&format=csv',
      );
      expect((await downloads.text(0)).split(/\r?\n/)).toEqual([
        '"member_number","farmer_name","date_of_last_collection","quantity_supplied","average_quality_score","payment_status"',
        '"MEM-002","Samuel Ouma","2026-10-12","860","47","delayed"',
        '',
      ]);
      await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    } finally {
      downloads.restore();
    }
  });

  it('says why an export failed, next to the button', async () => {
    const { user } = await renderList();
    api.on({
      'GET /reports/farmers-profile': (req) =>
        req.query.get('format') === 'csv'
          ? jsonResponse({ message: 'Export is busy, try again' }, 503)
          : { data: farmerRows, total: 3, limit: 10, offset: 0 },
    });
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Export failed: Export is busy, try again');
  });

  it('opens Add New Farmer', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Add New Farmer' }));
    expect(await screen.findByRole('heading', { name: 'Add New Farmer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/farmer/add-new-farmer');
  });
});
