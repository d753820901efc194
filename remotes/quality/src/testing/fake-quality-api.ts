import {
  fields,
  filterValues,
  jsonResponse,
  type ListSpec,
  populated,
  recordingFakeApi,
  type RecordingFakeApi,
  serveList,
} from '@maziwa/api-client/testing';
import type { QualityTestRow, RejectionLogRow } from '@maziwa/contracts';
import { testLocations, testQaAgents, testQualityTests, testRejections } from './fixtures';

export interface FakeQualityApiOptions {
  qualityTests?: QualityTestRow[];
  rejections?: RejectionLogRow[];
}

export interface FakeQualityApi extends RecordingFakeApi {
  /** The quality-test report as the fake holds it now, newest first. */
  qualityTests(): QualityTestRow[];
}

/** As the API serves GET /reports/quality-tests (deploy/api/src/reports/quality-tests.ts). */
const qualityTestSpec: ListSpec<QualityTestRow> = {
  search: (row) => [row.collection_center, row.qa_agent, row.batch_number],
  sort: fields<QualityTestRow>('test_date', 'collection_center', 'qa_agent', 'batch_number', 'overall_result'),
  date: (row) => row.test_date,
  status: (row) => row.overall_result,
  csv: fields<QualityTestRow>('test_date', 'collection_center', 'qa_agent', 'batch_number', 'overall_result'),
};

/** As the API serves GET /reports/rejection-logs (deploy/api/src/reports/rejection-logs.ts): no status. */
const rejectionSpec: ListSpec<RejectionLogRow> = {
  search: (row) => [row.collection_center, row.qa_agent, row.reason, row.farmer_name, row.batch_number],
  sort: fields<RejectionLogRow>(
    'date',
    'collection_center',
    'qa_agent',
    'reason',
    'reason_code',
    'farmer_name',
    'weight',
    'batch_number',
  ),
  date: (row) => row.date,
  csv: fields<RejectionLogRow>(
    'date',
    'collection_center',
    'qa_agent',
    'reason',
    'reason_code',
    'farmer_name',
    'weight',
    'batch_number',
  ),
};

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (value: string) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The API refuses a report filter it does not offer (additionalProperties: false). */
function refuses(query: URLSearchParams, name: string) {
  return query.has(name)
    ? jsonResponse(
        { statusCode: 400, error: 'Bad Request', message: `querystring must NOT have additional property ${name}` },
        400,
      )
    : null;
}

/**
 * A small in-memory quality API behind the fake fetch: the quality-test and rejection
 * reports (served with the issue 3 list query), collection centres, QA agents, and
 * POST /quality-tests, whose test then shows in the report.
 *
 * @example
 * const api = installFakeQualityApi();
 * afterEach(() => api.restore());
 */
export function installFakeQualityApi(options: FakeQualityApiOptions = {}): FakeQualityApi {
  let tests = [...(options.qualityTests ?? testQualityTests)];
  const rejections = options.rejections ?? testRejections;
  const { api, handle } = recordingFakeApi();
  let nextId = 1;

  api.on({
    'GET /reports/quality-tests': (req) => serveList(tests, req.query, qualityTestSpec),
    'GET /reports/rejection-logs': (req) =>
      refuses(req.query, 'status') ?? serveList(rejections, req.query, rejectionSpec),
    'GET /locations': (req) => {
      const types = filterValues(req.query).get('type');
      const rows = testLocations.filter((location) => !types || types.includes(location.type));
      return serveList(rows, req.query, { sort: { name: (location) => location.name } });
    },
    'GET /user-roles': (req) => {
      const roles = filterValues(req.query).get('role_name');
      const rows = roles && !roles.includes('QA/Collector') ? [] : testQaAgents;
      return serveList(
        populated(req.query).has('user') ? rows : rows.map(({ user: _user, ...link }) => link),
        req.query,
        {},
      );
    },
    ...handle('POST /quality-tests', async (req) => {
      const body = await req.json();
      if (tests.some((test) => test.batch_number === body.batch_number)) {
        const message = 'A test of this batch already exists';
        return jsonResponse({ statusCode: 409, error: 'Conflict', message, fields: { batch_number: message } }, 409);
      }
      const id = `qt-new-${nextId++}`;
      const agent = testQaAgents.find((link) => link.id === body.qa_agent_id);
      tests = [
        {
          id,
          test_date: localDay(body.tested_at),
          collection_center: testLocations.find((location) => location.id === body.location_id)?.name ?? '?',
          qa_agent: agent ? `${agent.user.first_name} ${agent.user.last_name}` : null,
          batch_number: body.batch_number,
          overall_result: body.overall_result,
        },
        ...tests,
      ];
      return jsonResponse({ id, notes: null, qa_agent_id: null, ...body }, 201);
    }),
  });

  return { ...api, qualityTests: () => tests };
}
