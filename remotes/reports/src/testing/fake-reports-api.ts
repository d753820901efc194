import {
  fields,
  jsonResponse,
  type ListSpec,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type { CentreQualityRow, CollectionSummary, LitresPerDayPoint } from '@maziwa/contracts';
import { testCentres, testLitres, testSummary } from './fixtures';

export interface FakeReportsApiOptions {
  summary?: Omit<CollectionSummary, 'from' | 'to'>;
  litres?: Record<string, { morning: number; evening: number }>;
  centres?: CentreQualityRow[];
}

/** The recording fake: queries ("GET /reports/summary"), hold, restore... */
export type FakeReportsApi = RecordingFakeApi;

const STATUSES = ['all', 'active', 'pending', 'completed'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const badRequest = (field: string, problem: string) =>
  jsonResponse(
    { statusCode: 400, error: 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } },
    400,
  );

/** What every dashboard report checks first, as the API does: a period and a known status. */
function checkQuery(query: URLSearchParams): Response | null {
  for (const field of ['from', 'to']) {
    const value = query.get(field);
    if (value !== null && !DAY.test(value)) return badRequest(field, 'must be a date (yyyy-MM-dd)');
  }
  const status = query.get('status');
  if (status !== null && !STATUSES.includes(status))
    return badRequest('status', `must be one of ${STATUSES.join(', ')}`);
  if ((query.get('from') ?? '') > (query.get('to') ?? '\uffff')) return badRequest('to', 'must not be before from');
  return null;
}

function* days(from: string, to: string): Generator<string> {
  const day = new Date(`${from}T00:00:00Z`);
  while (day.toISOString().slice(0, 10) <= to) {
    yield day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

const centreSpec: ListSpec<CentreQualityRow> = {
  search: (row) => [row.name, row.location],
  sort: fields<CentreQualityRow>('name', 'quantity_litres', 'fat_pct', 'protein_pct', 'scc', 'location'),
};

/**
 * The dashboard's reports behind the fake fetch: the summary of a period, litres per day
 * (every day of the period, zeros where no milk came) and the centre report (the issue 3
 * list query). The figures do not depend on the status; the query is recorded.
 *
 * @example
 * const api = installFakeReportsApi();
 * afterEach(() => api.restore());
 */
export function installFakeReportsApi(options: FakeReportsApiOptions = {}): FakeReportsApi {
  const summary = options.summary ?? testSummary;
  const litres = options.litres ?? testLitres;
  const centres = options.centres ?? testCentres;
  const { api } = recordingFakeApi();

  api.on({
    'GET /reports/summary': (req) => {
      const refused = checkQuery(req.query);
      if (refused) return refused;
      return { from: req.query.get('from'), to: req.query.get('to'), ...summary } as CollectionSummary;
    },
    'GET /reports/litres-per-day': (req) => {
      const refused = checkQuery(req.query);
      if (refused) return refused;
      const from = req.query.get('from');
      const to = req.query.get('to');
      if (!from || !to) return badRequest('from', 'the fake needs from and to');
      return [...days(from, to)].map((date): LitresPerDayPoint => {
        const { morning = 0, evening = 0 } = litres[date.slice(5)] ?? {};
        return { date, morning_litres: morning, evening_litres: evening, total_litres: morning + evening };
      });
    },
    'GET /reports/centre-quality': (req) => checkQuery(req.query) ?? serveList(centres, req.query, centreSpec),
  });

  return api;
}
