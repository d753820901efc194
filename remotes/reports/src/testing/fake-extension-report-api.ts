import { fields, type ListSpec, recordingFakeApi, type RecordingFakeApi, serveList } from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';

type OfficerRow = RowOf<'/reports/extension-officers'>;
type TotalsRow = RowOf<'/reports/extension-totals'>;
type VisitedRow = RowOf<'/reports/extension-visited-quality'>;

const work = (
  visits_done: number,
  visits_missed: number,
  visits_overdue: number,
  calls: number,
  visits_logged: number,
  sms: number,
  farmers_reached: number,
  follow_ups_due: number,
  follow_ups_on_time: number,
) => ({
  visits_done,
  visits_missed,
  visits_overdue,
  calls,
  visits_logged,
  sms,
  farmers_reached,
  follow_ups_due,
  follow_ups_on_time,
  follow_ups_on_time_pct: follow_ups_due > 0 ? Math.round((1000 * follow_ups_on_time) / follow_ups_due) / 10 : null,
});

/** In the API's default order (by name); they add up to testExtensionTotals, one farmer reached by both. */
export const testExtensionOfficers: OfficerRow[] = [
  { id: 'officer-1', officer_name: 'Jepkosgei Koech', member_id: 'EXT-001', ...work(4, 1, 2, 10, 3, 4, 20, 3, 2) },
  { id: 'officer-2', officer_name: 'Ochieng Gitau', member_id: 'EXT-002', ...work(6, 0, 1, 7, 4, 2, 16, 3, 0) },
  { id: 'officer-3', officer_name: 'Zawadi Idle', member_id: 'EXT-003', ...work(0, 0, 0, 0, 0, 0, 0, 0, 0) },
];

export const testExtensionTotals: TotalsRow = {
  id: 'org-1',
  organization_name: 'Maziwa Dairies',
  officers: 3,
  ...work(10, 1, 3, 17, 7, 6, 35, 6, 2),
};

export const testVisitedQuality: VisitedRow[] = [
  {
    id: 'org-1:visited',
    organization_id: 'org-1',
    group: 'visited',
    farmers: 35,
    delivering_farmers: 33,
    litres: 21989.7,
    fat_pct: 3.99,
    protein_pct: 3.27,
    scc: 226829,
    above_400k_pct: 13.2,
  },
  {
    id: 'org-1:not_visited',
    organization_id: 'org-1',
    group: 'not_visited',
    farmers: 233,
    delivering_farmers: 233,
    litres: 97103.6,
    fat_pct: 3.92,
    protein_pct: 3.26,
    scc: 210532,
    above_400k_pct: 10.3,
  },
];

const officerSpec: ListSpec<OfficerRow> = {
  search: (row) => [row.officer_name, row.member_id],
  sort: fields<OfficerRow>(
    'officer_name',
    'member_id',
    'visits_done',
    'visits_missed',
    'visits_overdue',
    'calls',
    'visits_logged',
    'sms',
    'farmers_reached',
    'follow_ups_due',
    'follow_ups_on_time',
    'follow_ups_on_time_pct',
  ),
  csv: fields<OfficerRow>('officer_name', 'visits_done', 'calls', 'farmers_reached'),
};

/**
 * The Extension Services report's endpoints behind the fake fetch; queries are recorded.
 *
 * @example
 * const api = installFakeExtensionReportApi();
 * afterEach(() => api.restore());
 */
export function installFakeExtensionReportApi(): RecordingFakeApi {
  const { api } = recordingFakeApi();
  api.on({
    'GET /reports/extension-officers': (req) => serveList(testExtensionOfficers, req.query, officerSpec),
    'GET /reports/extension-totals': (req) => serveList([testExtensionTotals], req.query, {}),
    'GET /reports/extension-visited-quality': (req) => serveList(testVisitedQuality, req.query, {}),
  });
  return api;
}
