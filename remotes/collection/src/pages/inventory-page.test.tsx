import { jsonResponse, withRole, type RecordingFakeApi } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeInventoryApi } from '../features/inventory/testing/fake-inventory-api';
import { readTable, renderToaster, renderWithProviders, signedInUser, toastRegion } from '../testing';

const PAGE = '/milk-collections/inventory';

let api: RecordingFakeApi;
beforeEach(() => {
  api = installFakeInventoryApi();
});
afterEach(() => api.restore());

const cards = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Milk handled' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('Inventory', () => {
  it('shows the cards and the milk per centre and day, totals of the same rows', async () => {
    renderWithProviders({ route: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory' })).toBeInTheDocument();
    await waitFor(() => expect(readTable('Milk per centre and day')).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Milk handled' })).toHaveTextContent('Collected'));
    expect(cards()).toEqual({ Collected: '930.5 L', 'Handed Over': '880.5 L', Rejected: '12 L', 'On Hand': '50 L' });
    expect(readTable('Milk per centre and day')).toEqual([
      ['24/02/2026', 'Githunguri CC', 'Morning', '10', '420.5', '12', '420.5', '0'],
      ['24/02/2026', 'Limuru CC', 'Morning', '10', '310', '0', '310', '0'],
      ['25/02/2026', 'Githunguri CC', 'Evening', '10', '200', '0', '150', '50'],
    ]);
  });

  it('narrows the cards and the table to a centre and a shift', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    await waitFor(() => expect(readTable('Milk per centre and day')).toHaveLength(3));
    await user.selectOptions(screen.getByLabelText('Collection Center'), 'Githunguri CC');
    await user.selectOptions(screen.getByLabelText('Shift'), 'evening');
    await waitFor(() => expect(readTable('Milk per centre and day')).toHaveLength(1));
    await waitFor(() => expect(cards()).toMatchObject({ Collected: '200 L', 'On Hand': '50 L' }));
    expect(api.queries('GET /reports/inventory-summary').at(-1)).toContain(
      'filter=location_id%3Aloc-1%2Cshift%3Aevening',
    );
  });

  it('keeps the period, centre and shift in the address: a shared link opens on them', async () => {
    const { user, router } = renderWithProviders({
      route: `${PAGE}?from=2026-02-01&to=2026-02-28&centre=loc-1&shift=evening`,
    });
    await waitFor(() => expect(readTable('Milk per centre and day')).toHaveLength(1));
    expect(screen.getByLabelText('From')).toHaveValue('01/02/2026');
    expect(screen.getByLabelText('To')).toHaveValue('28/02/2026');
    expect(screen.getByLabelText('Shift')).toHaveValue('evening');
    expect(api.queries('GET /reports/inventory-summary').at(-1)).toContain('from=2026-02-01&to=2026-02-28');

    await user.selectOptions(screen.getByLabelText('Shift'), '');
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28&centre=loc-1'));
  });

  it('marks the flagged day in words and opens its trips and collections', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    await waitFor(() => expect(readTable('Daily variance')).toHaveLength(3));
    const rows = readTable('Daily variance');
    expect(rows[1]).toEqual(['24/02/2026', '1,000', '1,000', '979', '-21', '-2.10%', 'Short: spillage or theft?', '0']);
    expect(rows[0]).toContain('No delivered figure');
    expect(rows[2]).toContain('Within tolerance');

    await user.click(screen.getByRole('button', { name: '24/02/2026' }));
    const panel = await screen.findByRole('region', { name: '24/02/2026: trips and collections' });
    await within(panel).findByText('Route A');
    expect(readTable('Trips of 24/02/2026').map((cells) => cells.slice(0, 7))).toEqual([
      ['24/02/2026', 'Route A', 'Completed', '600', '579', '-21', '-3.50%'],
      ['24/02/2026', 'Route B', 'Completed', '400', '400', '0', '0.00%'],
    ]);
    await within(panel).findByText('MZ-0001');
    expect(api.queries('GET /collections').at(-1)).toContain('filter=collected_at%3A2026-02-24');
  });

  it('records the delivered litres of a trip, refusing a negative figure first', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    renderToaster();
    await screen.findByText('Route C');
    await user.click(screen.getByRole('button', { name: /Record Delivery/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered Litres: Route C' });
    await user.type(within(dialog).getByLabelText(/Delivered Litres/), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Delivered Litres must not be negative')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Delivered Litres/));
    await user.type(within(dialog).getByLabelText(/Delivered Litres/), '498.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PUT /trips/C')).toEqual([{ status: 'completed', delivered_litres: 498.5 }]);
    await waitFor(() => expect(toastRegion()).toHaveTextContent('Delivered litres of Route C saved: 498.5 L'));
  });

  it('lets an admin change the tolerance, refusing one above 20 %', async () => {
    const { user } = renderWithProviders({ route: PAGE });
    await user.click(await screen.findByRole('button', { name: 'Tolerance: 0.50%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Variance Tolerance' });
    const field = within(dialog).getByLabelText(/Tolerance/);
    await user.clear(field);
    await user.type(field, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tolerance must be at most 20')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Tolerance: 1.00%' })).toBeInTheDocument();
    expect(api.bodies('PUT /organizations/org-1')).toEqual([{ variance_tolerance_pct: 1 }]);
  });

  it('hides the trips, the variance and the actions from a QA/Collector', async () => {
    renderWithProviders({ route: PAGE, user: withRole(signedInUser, 'QA/Collector') });
    await waitFor(() => expect(readTable('Milk per centre and day')).toHaveLength(3));
    expect(screen.queryByRole('heading', { name: 'Daily Variance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tolerance/ })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('GET /reports/inventory-trips');
    expect(api.calls).not.toContain('GET /reports/inventory-variance');
  });

  it('says what failed and what is empty', async () => {
    api.on({
      'GET /reports/inventory-centre-days': () => jsonResponse({ message: 'boom' }, 500),
      'GET /reports/inventory-trips': () => ({ data: [], total: 0, limit: 10, offset: 0 }),
    });
    renderWithProviders({ route: PAGE });
    expect(await screen.findByText('Failed to fetch the inventory')).toBeInTheDocument();
    expect(await screen.findByText('No trips in this period.')).toBeInTheDocument();
  });
});
