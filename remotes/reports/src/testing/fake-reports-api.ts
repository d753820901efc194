import { installFakeApi, jsonResponse, type FakeApi, type FakeHandler } from '@maziwa/api-client/testing';
import type { CentreQualityRow, CollectionSummary, LitresPerDayPoint } from '@maziwa/contracts';
import { testCentres, testLitres, testSummary } from './fixtures';
import { serveList, type ListSpec } from '@maziwa/api-client/testing';

export interface FakeReportsApiOptions {
  summary?: Omit<CollectionSummary, 'from' | 'to'>;
  litres?: Record<string, { morning: number; evening: number }>;
  centres?: CentreQualityRow[];
}

export interface FakeReportsApi {
  on: FakeApi['on'];
  calls: string[];
  /** Query strings sent to one route ("GET /reports/summary"), oldest first. */
  queries: FakeApi['queries'];
  /** Holds the answers of one route until the returned function is called. */
  hold(key: string): () => void;
  restore(): void;
}

const STATUSES = ['all', 'active', 'pending', 'completed'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const badRequest = (field: string, problem: string) =>
  jsonResponse({ statusCode: 400, error: 'Bad Request', message: `${field} ${problem}`, fields: { [field]: problem } }, 400);

/** What every dashboard report checks first, as the API does: a period and a known status. */
function checkQuery(query: URLSearchParams): Response | null {
  for (const field of ['from', 'to']) {
    const value = query.get(field);
    if (value !== null && !DAY.test(value)) return badRequest(field, 'must be a date (yyyy-MM-dd)');
  }
  const status = query.get('status');
  if (status !== null && !STATUSES.includes(status)) return badRequest('status', `must be one of ${STATUSES.join(', ')}`);
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
  sort: {
    name: (row) => row.name,
    quantity_litres: (row) => row.quantity_litres,
    fat_pct: (row) => row.fat_pct,
    protein_pct: (row) => row.protein_pct,
    scc: (row) => row.scc,
    location: (row) => row.location,
  },
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
  const fake = installFakeApi();
  const handlers = new Map<string, FakeHandler>();
  const on = (more: Record<string, FakeHandler>) => {
    Object.entries(more).forEach(([key, handler]) => handlers.set(key, handler));
    fake.on(more);
  };

  on({
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

  return {
    on,
    calls: fake.calls,
    queries: (key) => fake.queries(key),
    hold(key) {
      const served = handlers.get(key);
      if (!served) throw new Error(`The fake has no ${key}`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      on({ [key]: async (req) => (await held, served(req)) });
      return release;
    },
    restore: () => fake.restore(),
  };
}
