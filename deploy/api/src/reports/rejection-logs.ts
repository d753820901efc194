import { Type } from '@sinclair/typebox';
import { REJECTION_REASON_CODES, reasonLabelSql } from '../domain/rejection-reasons';
import { DateOnly, Nullable, StringEnum, Uuid } from '../schemas/common';
import { personName } from '../resources/sql';
import { day, type ReportDef } from '../resources/report';
import { centreByName, personByName, reasonByLabel } from '../resources/search-sets';

export const RejectionLogRow = Type.Object(
  {
    id: Uuid({ description: 'The rejection.' }),
    date: DateOnly(),
    collection_center: Type.String(),
    qa_agent: Nullable(Type.String()),
    reason: Type.String({ description: "The reason's label, e.g. High SCC." }),
    reason_code: StringEnum(REJECTION_REASON_CODES),
    farmer_name: Type.String(),
    weight: Type.Number({ description: 'kg.' }),
    batch_number: Type.String(),
  },
  { title: 'RejectionLogRow' },
);

const REASON = reasonLabelSql('t.reason_code');

/** One row per rejection (docs/screens.md#rejection-logs); newest first. */
export const rejectionLogs: ReportDef = {
  name: 'rejection-logs',
  permission: 'rejections:read',
  label: 'Rejection log',
  summary: 'Rejections: date, centre, QA agent, reason, farmer, weight, batch',
  description: 'One row per rejected delivery; filter=reason_code:<code> keeps one reason.',
  row: RejectionLogRow,
  table: `(SELECT rj.id, rj.organization_id, rj.location_id, rj.producer_id, rj.qa_agent_id, rj.rejected_at, rj.reason AS reason_code, rj.weight_kg, rj.batch_number,
                  l.name AS collection_center, ${personName('fu')} AS farmer_name, ${personName('qu')} AS qa_agent
             FROM rejections rj
             LEFT JOIN locations l ON l.id = rj.location_id
             LEFT JOIN user_roles fr ON fr.id = rj.producer_id LEFT JOIN users fu ON fu.id = fr.user_id
             LEFT JOIN user_roles qr ON qr.id = rj.qa_agent_id LEFT JOIN users qu ON qu.id = qr.user_id)`,
  select:
    () => `t.id, ${day('t.rejected_at')} AS date, t.collection_center, t.qa_agent, ${REASON} AS reason, t.reason_code,
    t.farmer_name, t.weight_kg, t.batch_number`,
  fields: {
    date: { sql: 't.rejected_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    collection_center: {
      sql: 't.collection_center',
      type: 'text',
      filter: true,
      sort: true,
      search: centreByName('t.location_id'),
    },
    qa_agent: { sql: 't.qa_agent', type: 'text', filter: true, sort: true, search: personByName('t.qa_agent_id') },
    reason: { sql: REASON, type: 'text', sort: true, search: reasonByLabel('t.reason_code') },
    reason_code: { sql: 't.reason_code', type: 'text', filter: true, sort: true },
    farmer_name: {
      sql: 't.farmer_name',
      type: 'text',
      filter: true,
      sort: true,
      search: personByName('t.producer_id'),
    },
    weight: { sql: 't.weight_kg', type: 'number', sort: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
  },
  defaultSort: '-date',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  period: { sql: 't.rejected_at', description: 'Rejections of these days.' },
  toJson: (row) => ({
    id: row.id,
    date: row.date,
    collection_center: row.collection_center,
    qa_agent: row.qa_agent ?? null,
    reason: row.reason,
    reason_code: row.reason_code,
    farmer_name: row.farmer_name,
    weight: Number(row.weight_kg),
    batch_number: row.batch_number,
  }),
};
