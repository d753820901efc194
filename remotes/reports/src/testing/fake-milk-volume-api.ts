import {
  fields,
  jsonResponse,
  type ListSpec,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type { ResponseOf, RowOf } from '@maziwa/contracts';

type GroupRow = RowOf<'/reports/milk-volume-by-group'>;
type StoppedRow = RowOf<'/reports/milk-volume-stopped-farmers'>;
type Point = ResponseOf<'/reports/milk-volume-over-time', 'get'>[number];

const group = (
  id: string | null,
  name: string,
  litres: number,
  previous: number,
  member_id: string | null = null,
): GroupRow => ({
  id,
  name,
  member_id,
  litres,
  previous_litres: previous,
  change_litres: litres - previous,
  change_pct: previous > 0 ? Math.round(((litres - previous) * 1000) / previous) / 10 : null,
});

/** In the API's default order (most litres first); each grouping adds up to the organisation's 2,000 L (1,600 L the previous period). */
export const testVolumeGroups: Record<string, GroupRow[]> = {
  organisation: [group('org-1', 'Maziwa Dairies', 2000, 1600)],
  centre: [
    group('loc-githunguri', 'Githunguri CC', 1200, 1000),
    group('loc-kiambu', 'Kiambu Town CC', 500, 0),
    group('loc-limuru', 'Limuru CC', 300, 600),
  ],
  route: [group('route-loop', 'Githunguri Loop', 1500, 1400), group(null, 'No route', 500, 200)],
  farmer: [
    group('farmer-1', 'Akinyi Otieno', 1400, 1000, 'MZ-0001'),
    group('farmer-2', 'Kiprono Koech', 600, 600, 'MZ-0002'),
  ],
};

export const testStoppedFarmers: StoppedRow[] = [
  {
    id: 'farmer-9',
    name: 'Wanjiku Kamau',
    member_id: 'MZ-0042',
    centre_id: 'loc-limuru',
    centre_name: 'Limuru CC',
    route_name: 'Githunguri Loop',
    last_delivery_on: '2026-10-28',
    previous_deliveries: 12,
    previous_litres: 96.5,
  },
];

const groupSpec: ListSpec<GroupRow> = {
  search: (row) => [row.name, row.member_id],
  sort: fields<GroupRow>('name', 'member_id', 'litres', 'previous_litres', 'change_litres', 'change_pct'),
  csv: fields<GroupRow>('name', 'litres', 'previous_litres', 'change_litres', 'change_pct'),
};
const stoppedSpec: ListSpec<StoppedRow> = {
  sort: fields<StoppedRow>('name', 'member_id', 'centre_name', 'route_name', 'last_delivery_on', 'previous_litres'),
};

/** Every day from..to: 40 L in the morning and 20 L in the evening; a week or month folds its days. */
function points(from: string, to: string, interval: string): Point[] {
  const buckets = new Map<string, Point>();
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    const date = day.toISOString().slice(0, 10);
    // 1 January 1970 was a Thursday: +3 makes weeks start on Monday.
    const week = String(Math.floor((day.getTime() / 86_400_000 + 3) / 7));
    const key = interval === 'month' ? date.slice(0, 7) : interval === 'week' ? week : date;
    const bucket = buckets.get(key) ?? {
      start_date: date,
      end_date: date,
      morning_litres: 0,
      evening_litres: 0,
      total_litres: 0,
    };
    buckets.set(key, {
      ...bucket,
      end_date: date,
      morning_litres: bucket.morning_litres + 40,
      evening_litres: bucket.evening_litres + 20,
      total_litres: bucket.total_litres + 60,
    });
  }
  return [...buckets.values()];
}

/**
 * The Milk Volume report's endpoints behind the fake fetch; queries are recorded.
 *
 * @example
 * const api = installFakeMilkVolumeApi();
 * afterEach(() => api.restore());
 */
export function installFakeMilkVolumeApi(): RecordingFakeApi {
  const { api } = recordingFakeApi();
  api.on({
    'GET /reports/milk-volume-by-group': (req) => {
      const rows = testVolumeGroups[req.query.get('group_by') ?? 'centre'];
      if (!rows)
        return jsonResponse(
          { statusCode: 400, message: 'group_by is unknown', fields: { group_by: 'is unknown' } },
          400,
        );
      return serveList(rows, req.query, groupSpec);
    },
    'GET /reports/milk-volume-stopped-farmers': (req) => serveList(testStoppedFarmers, req.query, stoppedSpec),
    'GET /reports/milk-volume-over-time': (req) =>
      points(req.query.get('from') ?? '', req.query.get('to') ?? '', req.query.get('interval') ?? 'day'),
  });
  return api;
}
