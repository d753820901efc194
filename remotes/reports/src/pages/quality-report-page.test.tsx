import {
  catchDownloads,
  fields,
  jsonResponse,
  recordingFakeApi,
  type ListSpec,
  type RecordingFakeApi,
} from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { readTable, renderWithProviders, serveList, TEST_ORG_ID } from '../testing';

type GroupRow = RowOf<'/reports/quality-by-group'>;
type BandRow = RowOf<'/reports/scc-bands'>;
type TimeRow = RowOf<'/reports/quality-over-time'>;
type ReasonRow = RowOf<'/reports/rejections-by-reason'>;
type FarmerRow = RowOf<'/reports/worst-scc-farmers'>;

const PAGE = '/reports/quality';
const CUSTOM = `${PAGE}?period=custom&from=2026-02-01&to=2026-02-28`;

const group = (id: string, group_name: string, litres: number, scc: number): GroupRow => ({
  id,
  group_id: id,
  group_name,
  deliveries: Math.round(litres / 10),
  litres,
  fat_pct: 3.9,
  protein_pct: 3.2,
  scc,
});
const GROUPS: Record<string, GroupRow[]> = {
  organisation: [group('org-1', 'Maziwa Dairy', 18_452.5, 215_000)],
  centre: [group('c-1', 'Githunguri', 12_000, 190_000), group('c-2', 'Kiambaa', 6_452.5, 260_000)],
  route: [group('r-1', 'Northern Route', 18_452.5, 215_000)],
  farmer: [group('f-1', 'Wanjiru Kamau', 420, 610_000)],
};
const band = (row: GroupRow): BandRow => ({
  id: row.id,
  group_id: row.group_id,
  group_name: row.group_name,
  litres: row.litres,
  below_200k_litres: row.litres * 0.6,
  from_200k_to_400k_litres: row.litres * 0.3,
  above_400k_litres: row.litres * 0.1,
  below_200k_pct: 60,
  from_200k_to_400k_pct: 30,
  above_400k_pct: 10,
});
const TIMES: TimeRow[] = [
  {
    id: 'org-1:2026-02-01',
    period_start: '2026-02-01',
    deliveries: 200,
    litres: 2000,
    fat_pct: 3.91,
    protein_pct: 3.22,
    scc: 205_000,
  },
  {
    id: 'org-1:2026-02-02',
    period_start: '2026-02-02',
    deliveries: 210,
    litres: 2100,
    fat_pct: 3.88,
    protein_pct: 3.2,
    scc: 221_000,
  },
];
const REASONS: ReasonRow[] = [
  { id: 'org-1:high_scc', reason_code: 'high_scc', reason: 'High SCC', rejections: 7, litres: 63.5 },
  { id: 'org-1:added_water', reason_code: 'added_water', reason: 'Added water', rejections: 3, litres: 21 },
];
const FARMERS: FarmerRow[] = [
  {
    id: 'link-f1',
    farmer_name: 'Wanjiru Kamau',
    deliveries: 40,
    litres: 420,
    scc: 610_000,
    above_400k_pct: 80,
    fat_pct: 3.7,
    protein_pct: 3.1,
  },
  {
    id: 'link-f2',
    farmer_name: 'Otieno Ouma',
    deliveries: 30,
    litres: 300,
    scc: 480_000,
    above_400k_pct: 55.5,
    fat_pct: 4.1,
    protein_pct: 3.3,
  },
];

const spec = <T,>(...names: Array<keyof T & string>): ListSpec<T> => ({ sort: fields<T>(...names) });

function installFakeQualityApi({ empty = false } = {}): RecordingFakeApi {
  const { api } = recordingFakeApi();
  const groupsOf = (query: URLSearchParams) => (empty ? [] : GROUPS[query.get('group_by') ?? 'organisation']);
  api.on({
    'GET /reports/quality-by-group': (req) =>
      serveList(groupsOf(req.query), req.query, spec<GroupRow>('group_name', 'litres', 'scc')),
    'GET /reports/scc-bands': (req) =>
      serveList(groupsOf(req.query).map(band), req.query, spec<BandRow>('group_name', 'litres')),
    'GET /reports/quality-over-time': (req) => serveList(empty ? [] : TIMES, req.query, spec<TimeRow>('period_start')),
    'GET /reports/rejections-by-reason': (req) =>
      serveList(
        REASONS.map((r) => (empty ? { ...r, rejections: 0, litres: 0 } : r)),
        req.query,
        spec<ReasonRow>('litres'),
      ),
    'GET /reports/worst-scc-farmers': (req) => serveList(empty ? [] : FARMERS, req.query, spec<FarmerRow>('scc')),
  });
  return api;
}

let api: RecordingFakeApi;
afterEach(() => api.restore());

/** Waits for a group in the per-group table (the charts, hidden from assistive technology, repeat the names). */
const shown = (name: string) =>
  waitFor(() => expect(readTable('Quality by group').map(([first]) => first)).toContain(name));

const headers = (grid: string) =>
  within(screen.getByRole('grid', { name: grid }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());

describe('Reports → Quality', () => {
  beforeEach(() => {
    api = installFakeQualityApi();
  });

  it("shows each table of the period's quality, computed by the API for the organisation", async () => {
    renderWithProviders({ route: CUSTOM });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality' })).toBeInTheDocument();
    await shown('Maziwa Dairy');
    expect(readTable('Quality by group')).toEqual([['Maziwa Dairy', '18,452.5', '1,845', '3.9 %', '3.2 %', '215,000']]);
    await waitFor(() =>
      expect(readTable('Milk by SCC band')).toEqual([['Maziwa Dairy', '18,452.5', '60 %', '30 %', '10 %', '1,845.25']]),
    );
    await waitFor(() =>
      expect(readTable('Rejections by reason')).toEqual([
        ['High SCC', '7', '63.5'],
        ['Added water', '3', '21'],
      ]),
    );
    await waitFor(() => expect(readTable('Quality over time')).toHaveLength(2));
    expect(readTable('Quality over time')[0]).toEqual(['01/02/2026', '2,000', '3.91 %', '3.22 %', '205,000']);
    const period = 'from=2026-02-01&to=2026-02-28';
    expect(api.queries('GET /reports/quality-by-group')).toContain(
      `${period}&group_by=organisation&organization_id=${TEST_ORG_ID}&limit=10&offset=0`,
    );
    // Four weeks of days: a line per day.
    expect(api.queries('GET /reports/quality-over-time')).toContain(
      `${period}&interval=day&organization_id=${TEST_ORG_ID}&limit=100&offset=0`,
    );
    expect(api.queries('GET /reports/worst-scc-farmers')).toContain(
      `${period}&organization_id=${TEST_ORG_ID}&limit=10&offset=0`,
    );
  });

  it('asks the API for the period picked', async () => {
    const { user } = renderWithProviders({ route: CUSTOM });
    await shown('Maziwa Dairy');
    await user.selectOptions(screen.getByLabelText('Period'), 'last_90_days');
    await waitFor(() => expect(api.queries('GET /reports/quality-by-group').at(-1)).not.toContain('from=2026-02-01'));
    const last = new URLSearchParams(api.queries('GET /reports/quality-by-group').at(-1));
    const days = (Date.parse(last.get('to')!) - Date.parse(last.get('from')!)) / 86_400_000 + 1;
    expect(days).toBe(90);
    // A quarter is drawn by weeks.
    await waitFor(() =>
      expect(new URLSearchParams(api.queries('GET /reports/quality-over-time').at(-1)).get('interval')).toBe('week'),
    );
  });

  it("names the tables' first column after the grouping and shows its groups", async () => {
    const { user } = renderWithProviders({ route: CUSTOM });
    await shown('Maziwa Dairy');
    expect(headers('Quality by group')[0]).toBe('Organisation');
    await user.selectOptions(screen.getByLabelText('Group by'), 'centre');
    await screen.findByRole('heading', { name: 'Quality by collection centre' });
    await waitFor(() => expect(readTable('Quality by group').map(([name]) => name)).toEqual(['Githunguri', 'Kiambaa']));
    expect(headers('Quality by group')[0]).toBe('Collection centre');
    expect(headers('Milk by SCC band')[0]).toBe('Collection centre');
    expect(api.queries('GET /reports/scc-bands').at(-1)).toContain('group_by=centre');
  });

  it('links each of the worst farmers to their profile, highest SCC first', async () => {
    renderWithProviders({ route: CUSTOM });
    const link = await screen.findByRole('link', { name: 'Wanjiru Kamau' });
    expect(link).toHaveAttribute('href', '/farmers/farmers-profiles/link-f1');
    expect(readTable('Worst farmers by SCC').map(([name, scc]) => [name, scc])).toEqual([
      ['Wanjiru Kamau', '610,000'],
      ['Otieno Ouma', '480,000'],
    ]);
  });

  it('exports the per-group table from the API as CSV with its columns', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = renderWithProviders({ route: `${CUSTOM}&group_by=route` });
      await shown('Northern Route');
      await user.click(screen.getByRole('button', { name: 'Export Data' }));
      await waitFor(() => expect(downloads.names).toEqual(['quality-by-route.csv']));
      const query = new URLSearchParams(api.queries('GET /reports/quality-by-group').at(-1));
      expect(query.get('format')).toBe('csv');
      expect(query.get('group_by')).toBe('route');
      expect(query.get('columns')).toBe(
        'group_name:Route,litres:Accepted (L),deliveries:Deliveries,fat_pct:Fat (%),protein_pct:Protein (%),scc:SCC (cells/ml)',
      );
    } finally {
      downloads.restore();
    }
  });
});

describe('Reports → Quality without milk or with a failing API', () => {
  it('says there was no milk and no rejection in the period', async () => {
    api = installFakeQualityApi({ empty: true });
    renderWithProviders({ route: CUSTOM });
    expect(await screen.findAllByText('No accepted milk in this period.')).toHaveLength(3);
    expect(screen.getByText('No farmer delivered enough milk in this period to be ranked.')).toBeInTheDocument();
    await waitFor(() =>
      expect(readTable('Rejections by reason')).toEqual([
        ['High SCC', '0', '0'],
        ['Added water', '0', '0'],
      ]),
    );
  });

  it('says which part failed when the API fails', async () => {
    api = installFakeQualityApi();
    api.on({
      'GET /reports/quality-by-group': () =>
        jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' }, 500),
    });
    renderWithProviders({ route: CUSTOM });
    expect(await screen.findByText('Failed to fetch quality')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
  });
});
