import { fields, type ListSpec, recordingFakeApi, type RecordingFakeApi, serveList } from '@maziwa/api-client/testing';
import type { RowOf } from '@maziwa/contracts';

type IntakeRow = RowOf<'/reports/centre-intake'>;

const intake = (
  centre: 'githunguri' | 'limuru',
  day: string,
  shift: IntakeRow['shift'],
  deliveries: number,
  farmers: number,
  accepted_litres: number,
  rejected_litres: number,
): IntakeRow => ({
  id: `${centre}:${day}:${shift}`,
  location_id: centre,
  centre_name: centre === 'githunguri' ? 'Githunguri' : 'Limuru',
  day,
  shift,
  deliveries,
  farmers,
  accepted_litres,
  rejected_litres,
  average_litres: Math.round(((accepted_litres + rejected_litres) * 100) / deliveries) / 100,
});

/** In the API's default order: newest day first, then centre and shift. */
export const testCentreIntake: IntakeRow[] = [
  intake('githunguri', '2026-11-28', 'evening', 40, 38, 412.5, 0),
  intake('githunguri', '2026-11-28', 'morning', 120, 117, 1530.25, 24),
  intake('limuru', '2026-11-28', 'morning', 85, 85, 990, 12.5),
  intake('githunguri', '2026-11-27', 'morning', 118, 115, 1498, 0),
];

const intakeSpec: ListSpec<IntakeRow> = {
  search: (row) => [row.centre_name],
  sort: fields<IntakeRow>(
    'centre_name',
    'day',
    'shift',
    'deliveries',
    'farmers',
    'accepted_litres',
    'rejected_litres',
    'average_litres',
  ),
  csv: fields<IntakeRow>('centre_name', 'day', 'shift', 'deliveries', 'accepted_litres'),
};

/**
 * GET /reports/centre-intake behind the fake fetch; queries are recorded.
 *
 * @example
 * const api = installFakeCentreIntakeApi();
 * afterEach(() => api.restore());
 */
export function installFakeCentreIntakeApi(): RecordingFakeApi {
  const { api } = recordingFakeApi();
  api.on({ 'GET /reports/centre-intake': (req) => serveList(testCentreIntake, req.query, intakeSpec) });
  return api;
}
