import { Type } from '@sinclair/typebox';
import { personName } from '../../resources/sql';
import { Nullable, Uuid } from '../../schemas/common';
import type { ReportDef } from '../../resources/report';
import { ON_TIME_PCT, WORK_COUNTS, workRows } from './extension-work-sql';
import { WORK_FIELDS, WORK_PROPERTIES, WORK_SELECT, workJson } from './extension-work-row';

export const ExtensionOfficerRow = Type.Object(
  {
    id: Uuid({ description: "The officer's link (user-roles id, role Extension Officer)." }),
    officer_name: Type.String(),
    member_id: Nullable(Type.String()),
    ...WORK_PROPERTIES,
  },
  { title: 'ExtensionOfficerRow' },
);

/** Extension Services report: one row per extension officer (docs/screens.md#reports--extension-services). */
export const extensionOfficers: ReportDef = {
  name: 'extension-officers',
  permission: 'reports:read',
  label: 'Extension work per officer',
  summary:
    'Per extension officer: visits done, missed and overdue, calls, visits and SMS logged, farmers reached, follow-ups done on time',
  description:
    'One row per Extension Officer of the organisation (with zeros when they did nothing in the period from..to, default ' +
    'the last 30 days). Every column but farmers_reached adds up to GET /reports/extension-totals; a farmer reached by two ' +
    'officers counts for each of them and once in the totals. Reads the assignments and call logs by their day indexes.',
  row: ExtensionOfficerRow,
  table: 'extension_assignments',
  source: (
    p,
  ) => `(SELECT s.*, ${ON_TIME_PCT('s')} AS follow_ups_on_time_pct, ${personName('u')} AS officer_name, ur.member_id
       FROM (SELECT w.organization_id, w.officer_id AS id, ${WORK_COUNTS}
               FROM (${workRows(p)}) w
              GROUP BY w.organization_id, w.officer_id) s
       JOIN user_roles ur ON ur.id = s.id
       JOIN users u ON u.id = ur.user_id)`,
  select: () => `t.id, t.officer_name, t.member_id, ${WORK_SELECT}`,
  fields: {
    id: { sql: 't.id', type: 'uuid', filter: true, sort: true },
    officer_name: { sql: 't.officer_name', type: 'text', filter: true, sort: true, search: true },
    member_id: { sql: 't.member_id', type: 'text', filter: true, sort: true, search: true },
    ...WORK_FIELDS,
  },
  defaultSort: 'officer_name,id',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  toJson: (row) => ({ id: row.id, officer_name: row.officer_name, member_id: row.member_id ?? null, ...workJson(row) }),
};
