import { catchDownloads } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeMilkVolumeApi, readTable, renderWithProviders } from '../testing';

const PAGE = '/reports/milk-volume';
// A custom period keeps the figures the same whatever today is.
const NOVEMBER = `${PAGE}?period=custom&from=2026-11-01&to=2026-11-30`;

let api: ReturnType<typeof installFakeMilkVolumeApi>;
beforeEach(() => {
  api = installFakeMilkVolumeApi();
});
afterEach(() => api.restore());

async function renderReport(route = NOVEMBER) {
  const view = renderWithProviders({ route });
  await screen.findByRole('grid', { name: 'Litres by collection centre' });
  await waitFor(() => expect(readTable('Litres by collection centre')).toHaveLength(3));
  return view;
}

describe('Milk Volume report', () => {
  it('shows litres per centre against the previous period, biggest first, with the total of the table', async () => {
    await renderReport();
    expect(screen.getByRole('heading', { level: 1, name: 'Milk Volume' })).toBeInTheDocument();
    expect(readTable('Litres by collection centre')).toEqual([
      ['Githunguri CC', '1,200', '1,000', '+200', '+20 %'],
      ['Kiambu Town CC', '500', '0', '+500', 'New'],
      ['Limuru CC', '300', '600', '-300', '-50 %'],
    ]);
    expect(await screen.findByText(/this period, 1,600 L the previous period \(\+400 L, \+25 %\)/)).toBeInTheDocument();
    expect(api.queries('GET /reports/milk-volume-by-group')).toContain(
      'from=2026-11-01&to=2026-11-30&group_by=centre&organization_id=org-1&limit=10&offset=0',
    );
  });

  it('sorts the table on the server by change, so the biggest fall is one click away', async () => {
    const { user } = await renderReport();
    const grid = screen.getByRole('grid', { name: 'Litres by collection centre' });
    await user.click(within(grid).getByText('Change (L)'));
    await waitFor(() => expect(readTable('Litres by collection centre')[0][0]).toBe('Limuru CC'));
    expect(api.queries('GET /reports/milk-volume-by-group').at(-1)).toContain('sort=change_litres');
  });

  it('ranks the top and bottom five centres and routes by litres', async () => {
    await renderReport();
    await waitFor(() =>
      expect(readTable('Top 5 centres').map(([name]) => name)).toEqual([
        'Githunguri CC',
        'Kiambu Town CC',
        'Limuru CC',
      ]),
    );
    expect(readTable('Bottom 5 centres')[0]).toEqual(['Limuru CC', '300', '-50 %']);
    await waitFor(() =>
      expect(readTable('Top 5 routes').map(([name]) => name)).toEqual(['Githunguri Loop', 'No route']),
    );
    expect(readTable('Bottom 5 routes').map(([name]) => name)).toEqual(['No route', 'Githunguri Loop']);
  });

  it('switches the grouping to farmers with their member numbers, and keeps it in the URL', async () => {
    const { user, router } = await renderReport();
    await user.selectOptions(screen.getByLabelText('Group by'), 'farmer');
    await waitFor(() =>
      expect(readTable('Litres by farmer')).toEqual([
        ['Akinyi Otieno', 'MZ-0001', '1,400', '1,000', '+400', '+40 %'],
        ['Kiprono Koech', 'MZ-0002', '600', '600', '0', '0 %'],
      ]),
    );
    expect(router.state.location.search).toContain('group_by=farmer');
  });

  it('shows litres per day morning and evening, then per week, with the total of the period', async () => {
    const { user, router } = await renderReport();
    await screen.findByRole('grid', { name: 'Litres per day' });
    await waitFor(() => expect(readTable('Litres per day')[0]).toEqual(['01/11/2026', '40', '20', '60']));
    // 30 days of 60 L: the total of the table.
    expect(screen.getByText('Total of the period:').textContent).toBe('Total of the period: 1,800 L');

    await user.selectOptions(screen.getByLabelText('Interval'), 'week');
    await waitFor(() => expect(readTable('Litres per week')[0]).toEqual(['01/11/2026', '40', '20', '60']));
    // 1 November 2026 is a Sunday: the first week is cut at the period's start.
    expect(readTable('Litres per week')[1]).toEqual(['02/11/2026 – 08/11/2026', '280', '140', '420']);
    expect(api.queries('GET /reports/milk-volume-over-time').at(-1)).toBe(
      'organization_id=org-1&from=2026-11-01&to=2026-11-30&interval=week',
    );
    expect(router.state.location.search).toContain('interval=week');
    expect(screen.getByText('Total of the period:').textContent).toBe('Total of the period: 1,800 L');
  });

  it('lists the farmers who stopped delivering, linked to their profiles', async () => {
    await renderReport();
    await waitFor(() =>
      expect(readTable('Farmers who stopped delivering')).toEqual([
        ['Wanjiku Kamau', 'MZ-0042', 'Limuru CC', 'Githunguri Loop', '28/10/2026', '12', '96.5'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'Wanjiku Kamau' })).toHaveAttribute(
      'href',
      '/farmers/farmers-profiles/farmer-9',
    );
  });

  it('opens on the period, grouping and interval of its URL', async () => {
    renderWithProviders({ route: `${PAGE}?period=last_month&group_by=route&interval=month` });
    await screen.findByRole('grid', { name: 'Litres by route' });
    expect(screen.getByLabelText('Period')).toHaveValue('last_month');
    expect(screen.getByLabelText('Group by')).toHaveValue('route');
    expect(screen.getByLabelText('Interval')).toHaveValue('month');
    expect(await screen.findByRole('heading', { name: 'Litres per month' })).toBeInTheDocument();
  });

  it('exports the main table as CSV from the API', async () => {
    const downloads = catchDownloads();
    const { user } = await renderReport();
    await user.click(screen.getByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(downloads.names).toEqual(['milk-volume-by-centre.csv']));
    expect(api.queries('GET /reports/milk-volume-by-group').at(-1)).toMatch(/format=csv/);
    await waitFor(() => expect(downloads.revoked).toHaveLength(1));
    downloads.restore();
  });
});
