import { Type } from '@sinclair/typebox';
import { Uuid } from '../../schemas/common';
import type { ReportDef } from '../../resources/report';
import { ON_TIME_PCT, WORK_COUNTS, workRows } from './extension-work-sql';
import { WORK_FIELDS, WORK_PROPERTIES, WORK_SELECT, workJson } from './extension-work-row';

export const ExtensionTotalsRow = Type.Object(
  {
    id: Uuid({ description: 'The organisation.' }),
    organization_name: Type.String(),
    officers: Type.Integer({ description: 'Rows of GET /reports/extension-officers for the same period.' }),
    ...WORK_PROPERTIES,
  },
  { title: 'ExtensionTotalsRow' },
);

/** Extension Services report: the organisation's totals of the per-officer table. */
export const extensionTotals: ReportDef = {
  name: 'extension-totals',
  permission: 'reports:read',
  label: 'Extension work totals',
  summary: 'Per organisation: the totals of the per-officer extension work',
  description:
    'One row per organisation: the sums of GET /reports/extension-officers over the same period (default the last 30 ' +
    'days), and its number of officers. farmers_reached counts each farmer once, however many officers reached them, so ' +
    "it is at most the sum of the officers' and equals the farmers of the visited row of GET /reports/extension-visited-quality.",
  row: ExtensionTotalsRow,
  table: 'extension_assignments',
  source: (
    p,
  ) => `(SELECT s.*, s.organization_id AS id, ${ON_TIME_PCT('s')} AS follow_ups_on_time_pct, o.name AS organization_name
       FROM (SELECT w.organization_id, count(DISTINCT w.officer_id) AS officers, ${WORK_COUNTS}
               FROM (${workRows(p)}) w
              GROUP BY w.organization_id) s
       JOIN organizations o ON o.id = s.organization_id)`,
  select: () => `t.id, t.organization_name, t.officers, ${WORK_SELECT}`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true, sort: true },
    organization_name: { sql: 't.organization_name', type: 'text', filter: true, sort: true, search: true },
    officers: { sql: 't.officers', type: 'number', sort: true },
    ...WORK_FIELDS,
  },
  defaultSort: 'organization_name,id',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({
    id: row.id,
    organization_name: row.organization_name,
    officers: Number(row.officers),
    ...workJson(row),
  }),
};
