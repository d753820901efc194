import { fields, jsonResponse, recordingFakeApi, serveList, type ListSpec } from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';
import type { DailyVarianceRow } from '../api/get-daily-variance';
import type { InventoryTripRow } from '../api/get-inventory-trips';
import type { InventoryCentreDayRow } from '../components/centre-days-table';

type Collection = RowOf<'/collections'>;

const ORG = 'org-1';
export const CENTRES = [
  { id: 'loc-1', name: 'Githunguri CC' },
  { id: 'loc-2', name: 'Limuru CC' },
];

const centreDay = (
  location: number,
  day: string,
  shift: 'morning' | 'evening',
  collected: number,
  rejected = 0,
  handed = collected,
): InventoryCentreDayRow => ({
  id: `${CENTRES[location].id}:${day}:${shift}`,
  location_id: CENTRES[location].id,
  centre_name: CENTRES[location].name,
  day,
  shift,
  deliveries: 10,
  collected_litres: collected,
  rejected_litres: rejected,
  handed_over_litres: handed,
  on_hand_litres: collected - handed,
});

export const testCentreDays: InventoryCentreDayRow[] = [
  centreDay(0, '2026-02-24', 'morning', 420.5, 12),
  centreDay(1, '2026-02-24', 'morning', 310),
  centreDay(0, '2026-02-25', 'evening', 200, 0, 150),
];

const day = (
  d: string,
  compared: number,
  delivered: number | null,
  flagged = false,
  assessment: DailyVarianceRow['assessment'] = 'within',
): DailyVarianceRow => ({
  id: `${ORG}:${d}`,
  organization_id: ORG,
  day: d,
  collected_litres: compared,
  handed_over_litres: compared,
  trips: 2,
  trips_awaiting: delivered === null ? 2 : 0,
  compared_litres: delivered === null ? 0 : compared,
  delivered_litres: delivered,
  variance_litres: delivered === null ? null : Math.round((delivered - compared) * 100) / 100,
  variance_pct: delivered === null ? null : Math.round(((delivered - compared) / compared) * 10000) / 100,
  tolerance_pct: 0.5,
  flagged,
  assessment,
});

export const testDays: DailyVarianceRow[] = [
  day('2026-02-23', 1000, 998),
  day('2026-02-24', 1000, 979, true, 'short'),
  day('2026-02-25', 1000, null, false, 'no_figure'),
];

const trip = (
  id: string,
  d: string,
  handed: number,
  delivered: number | null,
  assessment: InventoryTripRow['assessment'] = 'within',
): InventoryTripRow => ({
  id,
  route_name: `Route ${id}`,
  day: d,
  start_time: `${d}T05:30:00.000Z`,
  status: delivered === null ? 'in_progress' : 'completed',
  centres: 2,
  handed_over_litres: handed,
  delivered_litres: delivered,
  variance_litres: delivered === null ? null : delivered - handed,
  variance_pct: delivered === null ? null : Math.round(((delivered - handed) / handed) * 10000) / 100,
  tolerance_pct: 0.5,
  flagged: assessment === 'short' || assessment === 'over',
  assessment,
});

export const testTrips: InventoryTripRow[] = [
  trip('A', '2026-02-24', 600, 579, 'short'),
  trip('B', '2026-02-24', 400, 400),
  trip('C', '2026-02-25', 500, null, 'no_figure'),
];

const testCollections = [
  {
    id: 'col-1',
    collected_at: '2026-02-24T03:40:00.000Z',
    quantity_litres: 12.5,
    status: 'accepted',
    shift: 'morning',
    batch_number: 'GIT-260224-M',
    producer: { member_id: 'MZ-0001' },
    location: { name: 'Githunguri CC' },
  },
] as unknown as Collection[];

const centreDaySpec: ListSpec<InventoryCentreDayRow> = {
  sort: fields<InventoryCentreDayRow>('day', 'centre_name', 'shift', 'collected_litres'),
  filter: { location_id: (row) => row.location_id, shift: (row) => row.shift },
  csv: fields<InventoryCentreDayRow>(
    'day',
    'centre_name',
    'shift',
    'collected_litres',
    'rejected_litres',
    'handed_over_litres',
    'on_hand_litres',
  ),
};

const tripSpec: ListSpec<InventoryTripRow> = { sort: fields<InventoryTripRow>('day', 'route_name') };
const dayTripSpec: ListSpec<InventoryTripRow> = { ...tripSpec, date: (row) => row.day };

/**
 * The API as the Inventory page reads it: the three reports, the cards, the centres, the
 * organisation's tolerance, a trip's save and a day's collections.
 */
export function installFakeInventoryApi() {
  const { api, handle } = recordingFakeApi();
  let tolerance = 0.5;
  const trips = testTrips.map((t) => ({ ...t }));
  api.on({
    'GET /reports/inventory-centre-days': (req) => serveList(testCentreDays, req.query, centreDaySpec),
    'GET /reports/inventory-summary': (req) => {
      const rows = serveList(
        testCentreDays,
        new URLSearchParams({ filter: req.query.get('filter') ?? '', limit: '1000' }),
        centreDaySpec,
      ) as {
        data: InventoryCentreDayRow[];
      };
      const sum = (key: keyof InventoryCentreDayRow) => rows.data.reduce((s, r) => s + (r[key] as number), 0);
      return {
        from: req.query.get('from'),
        to: req.query.get('to'),
        collected_litres: sum('collected_litres'),
        rejected_litres: sum('rejected_litres'),
        handed_over_litres: sum('handed_over_litres'),
        on_hand_litres: sum('on_hand_litres'),
      };
    },
    // The page opens on the last 30 days of the real clock, the fixtures have fixed days: only a
    // drill-down's one day (from = to) narrows the trips.
    'GET /reports/inventory-trips': (req) =>
      serveList(trips, req.query, req.query.get('from') === req.query.get('to') ? dayTripSpec : tripSpec),
    'GET /reports/inventory-variance': () => ({
      data: testDays.map((d) => ({ ...d, tolerance_pct: tolerance })),
      total: testDays.length,
      limit: 731,
      offset: 0,
    }),
    'GET /locations': () => ({ data: CENTRES, total: CENTRES.length, limit: 1000, offset: 0 }),
    [`GET /organizations/${ORG}`]: () => ({ id: ORG, name: 'Test Dairy', variance_tolerance_pct: tolerance }),
    ...handle(`PUT /organizations/${ORG}`, async (req) => {
      const body = await req.json();
      if (body.variance_tolerance_pct > 20) {
        return jsonResponse(
          { statusCode: 400, message: 'Invalid', fields: { variance_tolerance_pct: 'must be <= 20' } },
          400,
        );
      }
      tolerance = body.variance_tolerance_pct;
      return { id: ORG, variance_tolerance_pct: tolerance };
    }),
    ...handle('PUT /trips/C', async (req) => {
      const body = await req.json();
      Object.assign(trips[2], { status: 'completed', delivered_litres: body.delivered_litres, assessment: 'within' });
      return { id: 'C', ...body };
    }),
    'GET /collections': (req) =>
      serveList(testCollections, new URLSearchParams({ limit: req.query.get('limit') ?? '10' }), {}),
  });
  return api;
}
