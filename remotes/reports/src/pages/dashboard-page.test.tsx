import { jsonResponse } from '@maziwa/api-client/testing';
import { currentMonth, monthDays, monthLabel, monthOptions, previousMonth } from '@maziwa/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { buildCentre, installFakeReportsApi, readTable, renderWithProviders, type FakeReportsApi } from '../testing';

const DASHBOARD = '/dashboard';
// The dashboard opens on this month in the organisation's zone (the kit's currentMonth), so
// the test takes its months from today too: they hold in any month.
const THIS_MONTH = currentMonth();
const LAST_MONTH = previousMonth(THIS_MONTH);
/** The from/to the reports are asked for, for a 'yyyy-MM' month. */
const period = (month: string) => {
  const { from, to } = monthDays(month);
  return `from=${from}&to=${to}`;
};
/** Days in a month: the rows of the litres table besides its header. */
const daysIn = (month: string) => Number(monthDays(month).to.slice(8));
// The latest October that has begun: the test data's litres are in October.
const OCTOBER = `${Number(THIS_MONTH.slice(0, 4)) - (THIS_MONTH.slice(5) >= '10' ? 0 : 1)}-10`;

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
  it('shows Loading collections... and then the cards computed by the API for this month', async () => {
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
    expect(api.queries('GET /reports/summary')).toEqual([`organization_id=org-1&${period(THIS_MONTH)}`]);
  });

  it('offers the statuses and every month of three years, this month first and chosen', async () => {
    await renderDashboard();
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Status')).toEqual(['All', 'Active', 'Pending', 'Completed']);
    const months = options('Month');
    expect(months).toHaveLength(36);
    expect(months.slice(0, 2)).toEqual([monthLabel(THIS_MONTH), monthLabel(LAST_MONTH)]);
    const year = Number(THIS_MONTH.slice(0, 4));
    expect(months).toContain(`January ${year - 1}`);
    expect(months).toContain(`December ${year - 2}`);
    // Read a year at a time.
    expect(
      within(screen.getByLabelText('Month'))
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(
      THIS_MONTH.endsWith('-12')
        ? [year, year - 1, year - 2].map(String)
        : [year, year - 1, year - 2, year - 3].map(String),
    );
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(monthLabel(THIS_MONTH));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByRole('heading', { level: 2, name: `Collection In Litres, ${monthLabel(THIS_MONTH)}` }),
    ).toBeInTheDocument();
  });

  it('goes to last month and back with one tap each', async () => {
    const { user } = await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(monthLabel(LAST_MONTH));
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
    const last = `organization_id=org-1&${period(LAST_MONTH)}`;
    await waitFor(() => expect(api.queries('GET /reports/summary').at(-1)).toBe(last));
    await waitFor(() => expect(api.queries('GET /reports/litres-per-day').at(-1)).toBe(last));
    await waitFor(() => expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(`${last}&limit=10&offset=0`));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Collection In Litres, ${monthLabel(LAST_MONTH)}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(litresTable()).getAllByRole('row')).toHaveLength(daysIn(LAST_MONTH) + 1));

    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByLabelText('Month')).toHaveDisplayValue(monthLabel(THIS_MONTH));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(api.queries('GET /reports/summary').at(-1)).toBe(`organization_id=org-1&${period(THIS_MONTH)}`),
    );
  });

  it('asks every report again for the month and status chosen, a month of last year too', async () => {
    const { user } = await renderDashboard();
    // The same month a year ago: the 13th month offered.
    const yearAgo = monthOptions(new Date(), 13).at(-1)!;
    await user.selectOptions(screen.getByLabelText('Month'), yearAgo.label);
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    // Neither shortcut is the month shown.
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'false');
    const chosen = `organization_id=org-1&${period(yearAgo.value)}&status=completed`;
    await waitFor(() => expect(api.queries('GET /reports/summary').at(-1)).toBe(chosen));
    await waitFor(() => expect(api.queries('GET /reports/litres-per-day').at(-1)).toBe(chosen));
    await waitFor(() => expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(`${chosen}&limit=10&offset=0`));
    await waitFor(() => expect(within(litresTable()).getAllByRole('row')).toHaveLength(daysIn(yearAgo.value) + 1));
  });

  it('says why the summary failed, in the API’s words', async () => {
    api.on({ 'GET /reports/summary': () => jsonResponse({ message: 'Database unavailable' }, 500) });
    renderWithProviders({ route: DASHBOARD });
    const region = await screen.findByRole('region', { name: 'Collection summary' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  describe('Collection In Litres', () => {
    it('lists every day of the month, morning, evening and total, for screen readers', async () => {
      const { user } = await renderDashboard();
      await user.selectOptions(screen.getByLabelText('Month'), monthLabel(OCTOBER));
      expect(
        screen.getByRole('heading', { level: 2, name: `Collection In Litres, ${monthLabel(OCTOBER)}` }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(litresTable()).toHaveAccessibleName(
          `Litres collected per day, ${monthLabel(OCTOBER)}: 3,172.5 L in all`,
        ),
      );
      const rows = within(litresTable())
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
      expect(rows).toHaveLength(32);
      expect(rows.slice(0, 3)).toEqual([
        ['Date', 'Morning (L)', 'Evening (L)', 'Total (L)'],
        [`01/10/${OCTOBER.slice(0, 4)}`, '120', '80', '200'],
        [`02/10/${OCTOBER.slice(0, 4)}`, '132.5', '90', '222.5'],
      ]);
      expect(rows.at(-1)).toEqual([`31/10/${OCTOBER.slice(0, 4)}`, '1,500', '1,250', '2,750']);
      expect(api.queries('GET /reports/litres-per-day').at(-1)).toBe(`organization_id=org-1&${period(OCTOBER)}`);
    });

    it('draws the chart, hidden from screen readers that have the table', async () => {
      await renderDashboard();
      // Drawn in a render of its own once the figures are in (QueryState), as the phone's main
      // thread allows.
      const chart = await screen.findByTestId('chart');
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
        `organization_id=org-1&${period(THIS_MONTH)}&limit=10&offset=0`,
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
        `organization_id=org-1&${period(THIS_MONTH)}&limit=10&offset=10`,
      );

      const header = screen.getByRole('columnheader', { name: 'Quantity (L)' });
      await user.click(within(header).getByText('Quantity (L)'));
      await waitFor(() => expect(centreNames()[0]).toBe('Centre 12'));
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(
        `organization_id=org-1&${period(THIS_MONTH)}&limit=10&offset=0&sort=quantity_litres`,
      );

      await user.type(screen.getByRole('searchbox', { name: 'Search collection centres' }), 'Centre 07');
      await waitFor(() => expect(centreNames()).toEqual(['Centre 07']));
      expect(api.queries('GET /reports/centre-quality').at(-1)).toBe(
        `organization_id=org-1&q=Centre+07&${period(THIS_MONTH)}&limit=10&offset=0&sort=quantity_litres`,
      );
    });

    it('says why the centres failed', async () => {
      api.on({ 'GET /reports/centre-quality': () => jsonResponse({ message: 'Centre report unavailable' }, 503) });
      renderWithProviders({ route: DASHBOARD });
      expect(await screen.findByText('Centre report unavailable')).toBeInTheDocument();
    });
  });
});
