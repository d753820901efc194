import { Type } from '@sinclair/typebox';
import { TEST_RESULTS } from '../quality/quality-tests';
import { DateOnly, Nullable, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import { day, type ReportDef } from '../resources/report';
import { centreByName, personByName } from '../resources/search-sets';

export const QualityTestRow = Type.Object(
  {
    id: Uuid({ description: 'The quality test.' }),
    test_date: DateOnly(),
    collection_center: Type.String(),
    qa_agent: Nullable(Type.String()),
    batch_number: Type.String(),
    overall_result: StringEnum(TEST_RESULTS),
  },
  { title: 'QualityTestRow' },
);

/** One row per platform test (docs/screens.md#quality-tests); newest first. */
export const qualityTestsReport: ReportDef = {
  name: 'quality-tests',
  permission: 'quality_tests:read',
  label: 'Quality test',
  summary: 'Platform tests: date, centre, QA agent, batch, result',
  description: 'One row per quality test of a batch; newest first.',
  row: QualityTestRow,
  table: `(SELECT q.id, q.organization_id, q.location_id, q.qa_agent_id, q.tested_at, q.batch_number, q.overall_result, l.name AS collection_center,
                  ${personName('u')} AS qa_agent
             FROM quality_tests q
             LEFT JOIN locations l ON l.id = q.location_id
             LEFT JOIN user_roles ur ON ur.id = q.qa_agent_id
             LEFT JOIN users u ON u.id = ur.user_id)`,
  select: () =>
    `t.id, ${day('t.tested_at')} AS test_date, t.collection_center, t.qa_agent, t.batch_number, t.overall_result`,
  fields: {
    test_date: { sql: 't.tested_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    collection_center: {
      sql: 't.collection_center',
      type: 'text',
      filter: true,
      sort: true,
      search: centreByName('t.location_id'),
    },
    qa_agent: { sql: 't.qa_agent', type: 'text', filter: true, sort: true, search: personByName('t.qa_agent_id') },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
    overall_result: { sql: 't.overall_result', type: 'text', filter: true, sort: true },
  },
  defaultSort: '-test_date',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  period: { sql: 't.tested_at', description: 'Tests of these days.' },
  statuses: { pass: `t.overall_result = 'pass'`, fail: `t.overall_result = 'fail'` },
  statusDescription: 'overall_result: pass or fail.',
  toJson: (row) => ({
    id: row.id,
    test_date: row.test_date,
    collection_center: row.collection_center,
    qa_agent: row.qa_agent ?? null,
    batch_number: row.batch_number,
    overall_result: row.overall_result,
  }),
};
