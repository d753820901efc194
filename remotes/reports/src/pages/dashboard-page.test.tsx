import { jsonResponse } from '@maziwa/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { seasonYear } from '../features/dashboard/model/dashboard-period';
import { buildCentre, installFakeReportsApi, readTable, renderWithProviders, type FakeReportsApi } from '../testing';

const DASHBOARD = '/dashboard';
// The season the dashboard shows (its own rule, tested in dashboard-period.test.ts).
const YEAR = seasonYear();
const OCTOBER = `from=${YEAR}-10-01&to=${YEAR}-10-31`;

let api: FakeReportsApi;
beforeEach(() => {
  api = installFakeReportsApi();
});
afterEach(() => api.restore());

/** The cards as label -> value. */
function cards(): Record<string, string | null | undefined> {
  const region = screen.getByRole('region', { name: 'Collection summary' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

const litresTable = () => screen.getByRole('table', { name: /Litres collected per day/ });
const centreNames = () => readTable('Collection Centres').map(([name]) => name);

async function renderDashboard() {
  const view = renderWithProviders({ route: DASHBOARD });
  await screen.findByText('18,452 L');
  return view;
}

describe('Dashboard', () => {
  it('shows Loading collections... and then the cards computed by the API for October', async () => {
    const release = api.hold('GET /reports/summary');
    renderWithProviders({ route: DASHBOARD });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Collection summary' });
    expect(within(region).getByText('Loading collections...')).toBeInTheDocument();
    release();

    await screen.findByText('18,452 L');
    expect(cards()).toEqual({
      'Total Collected': '18,452 L',
      'Fat Content': '3.80%',
      Protein: '3.21%',
      SCC: '184,250',
      'Pending Payments': '7',
    });
    // Never the spec's sample figures.
    expect(screen.queryByText(/40,689/)).not.toBeInTheDocument();
    expect(api.queries('GET /reports/summary')).toEqual([`organization_id=org-1&${OCTOBER}`]);
  });

  it('offers the spec statuses and months, October first', async () => {
    await renderDashboard();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual(['All', 'Active', 'Pending', 'Completed']);
    expect(options('Month')).toEqual([`October ${YEAR}`, `November ${YEAR}`, `December ${YEAR}`]);
    expect(screen.getByLabelText('Month')).toHaveValue('october');
  });

  it('asks every report again for the month and status chosen', async () => {
    const { user } = await renderDashboard();
    await user.selectOptions(screen.getByLabelText('Month'), 'november');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    const november = `organization_id=org-1&from=${YEAR}-11-01&to=${YEAR}-11-30&status=completed`;
    await waitFor(() => expect(api.queries('GET /reports/summary').at(-1)).toBe(november));
    await waitFor(() => expect(api.queries('GET /reports/litres-per-day').at(-1)).toBe(november));
    await waitFor(() =>
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(`${november}&limit=10&offset=0`),
    );
    await waitFor(() => expect(within(litresTable()).getAllByRole('row')).toHaveLength(31));
  });

  it('says why the summary failed, in the API’s words', async () => {
    api.on({ 'GET /reports/summary': () => jsonResponse({ message: 'Database unavailable' }, 500) });
    renderWithProviders({ route: DASHBOARD });
    const region = await screen.findByRole('region', { name: 'Collection summary' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  describe('Collection In Litres', () => {
    it('lists every day of the month, morning, evening and total, for screen readers', async () => {
      await renderDashboard();
      expect(screen.getByRole('heading', { level: 2, name: 'Collection In Litres' })).toBeInTheDocument();
      await waitFor(() => expect(litresTable()).toBeInTheDocument());
      expect(litresTable()).toHaveAccessibleName(`Litres collected per day, October ${YEAR}: 3,172.5 L in all`);
      const rows = within(litresTable())
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
      expect(rows).toHaveLength(32);
      expect(rows.slice(0, 3)).toEqual([
        ['Date', 'Morning (L)', 'Evening (L)', 'Total (L)'],
        [`10/01/${YEAR}`, '120', '80', '200'],
        [`10/02/${YEAR}`, '132.5', '90', '222.5'],
      ]);
      expect(rows.at(-1)).toEqual([`10/31/${YEAR}`, '1,500', '1,250', '2,750']);
      expect(api.queries('GET /reports/litres-per-day')).toEqual([`organization_id=org-1&${OCTOBER}`]);
    });

    it('draws the chart, hidden from screen readers that have the table', async () => {
      const { container } = await renderDashboard();
      const chart = container.querySelector<HTMLElement>('[data-testid="chart"]');
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      // The legend comes with the chart library, after the page has painted its numbers.
      expect(await within(chart!).findByText('Morning')).toBeInTheDocument();
      expect(within(chart!).getByText('Evening')).toBeInTheDocument();
    });

    it('says why the litres failed', async () => {
      api.on({
        'GET /reports/litres-per-day': () => jsonResponse({ message: 'from must be at most 731 days before to' }, 400),
      });
      renderWithProviders({ route: DASHBOARD });
      expect(await screen.findByText('from must be at most 731 days before to')).toBeInTheDocument();
    });
  });

  describe('Collection Centres', () => {
    it('shows each centre of the month under the spec columns, from the API', async () => {
      await renderDashboard();
      await screen.findByText('Kiambu Town CC');
      for (const header of ['Name', 'Quantity (L)', 'Fat Content (%)', 'Protein (%)', 'SCC', 'Location']) {
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      }
      expect(readTable('Collection Centres')).toEqual([
        ['Githunguri CC', '0', 'N/A', 'N/A', 'N/A', 'Githunguri'],
        ['Kiambu Town CC', '10,250.5', '3.92', '3.25', '180,000', 'Kiambu Road, Kiambu'],
        ['Limuru CC', '8,201.9', '3.66', '3.17', '190,500', 'Market Street, Limuru'],
      ]);
      expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
      expect(api.queries('GET /reports/centre-quality')).toEqual([
        `organization_id=org-1&${OCTOBER}&limit=10&offset=0`,
      ]);
    });

    it('sorts, searches and pages on the server, 10 a page', async () => {
      api.restore();
      api = installFakeReportsApi({
        centres: Array.from({ length: 12 }, (_, i) =>
          buildCentre({
            id: `loc-${i}`,
            name: `Centre ${String(i + 1).padStart(2, '0')}`,
            quantity_litres: 100 * (12 - i),
          }),
        ),
      });
      const { user } = await renderDashboard();
      await screen.findByText('Centre 01');
      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
      for (const button of ['First', 'Previous', 'Next', 'Last'])
        expect(screen.getByRole('button', { name: button })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(centreNames()).toEqual(['Centre 11', 'Centre 12']));
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(
        `organization_id=org-1&${OCTOBER}&limit=10&offset=10`,
      );

      const header = screen.getByRole('columnheader', { name: 'Quantity (L)' });
      await user.click(within(header).getByText('Quantity (L)'));
      await waitFor(() => expect(centreNames()[0]).toBe('Centre 12'));
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(
        `organization_id=org-1&${OCTOBER}&limit=10&offset=0&sort=quantity_litres`,
      );

      await user.type(screen.getByRole('searchbox', { name: 'Search collection centres' }), 'Centre 07');
      await waitFor(() => expect(centreNames()).toEqual(['Centre 07']));
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(
        `organization_id=org-1&q=Centre+07&${OCTOBER}&limit=10&offset=0&sort=quantity_litres`,
      );
    });

    it('says why the centres failed', async () => {
      api.on({ 'GET /reports/centre-quality': () => jsonResponse({ message: 'Centre report unavailable' }, 503) });
      renderWithProviders({ route: DASHBOARD });
      expect(await screen.findByText('Centre report unavailable')).toBeInTheDocument();
    });
  });
});
