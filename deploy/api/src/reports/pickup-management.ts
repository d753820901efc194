import { Type } from '@sinclair/typebox';
import { SHIFTS } from '../collections/collections';
import { DateOnly, StringEnum, Uuid } from '../schemas/common';
import { day, namesOf, type ReportDef } from '../resources/report';

export const PickupManagementRow = Type.Object(
  {
    id: Uuid({ description: 'The consolidation.' }),
    date: DateOnly({ description: "The day of the handover, in the organisation's time zone." }),
    shift: StringEnum(SHIFTS, {
      description: "The handover's shift: before noon in the organisation's zone, morning.",
    }),
    center_name: Type.String(),
    total_weight: Type.Number({ description: 'kg received in the batch.' }),
    qa_agents: Type.Array(Type.String(), { description: 'Names of the QA agents of the batch.' }),
    farmers_processed: Type.Integer(),
    handed_over_weight: Type.Number({ description: 'kg handed over to the trip.' }),
    rejected_weight: Type.Number({ description: 'kg rejected.' }),
  },
  { title: 'PickupManagementRow' },
);

// A handover counts in the shift it was made, as the inventory counts it (docs/rules.md#milk-inventory);
// extract() reads the hour in the session's zone, the organisation's.
const SHIFT = `CASE WHEN extract(hour FROM t.consolidated_at) < 12 THEN 'morning' ELSE 'evening' END`;

/** One row per consolidation, a centre's handover of a shift (docs/screens.md#pickup-management). */
export const pickupManagement: ReportDef = {
  name: 'pickup-management',
  permission: 'consolidations:read',
  label: 'Pickup management',
  summary: 'Centre handovers: day and shift, weights received, handed over and rejected, QA agents, farmers',
  description: 'One row per consolidation (a centre handing one shift over to a trip); newest first.',
  row: PickupManagementRow,
  table: `(SELECT cs.id, cs.organization_id, cs.location_id, cs.consolidated_at, cs.batch_number, cs.total_weight_kg, cs.handed_over_weight_kg,
                  cs.rejected_weight_kg, cs.farmers_processed, cs.qa_agent_ids, l.name AS center_name
             FROM consolidations cs LEFT JOIN locations l ON l.id = cs.location_id)`,
  select:
    () => `t.id, ${day('t.consolidated_at')} AS date, ${SHIFT} AS shift, t.center_name, t.total_weight_kg, t.handed_over_weight_kg, t.rejected_weight_kg, t.farmers_processed,
    ${namesOf('t.qa_agent_ids')} AS qa_agents`,
  fields: {
    date: { sql: 't.consolidated_at', type: 'timestamp', filter: true, sort: true, notNull: true },
    // No shift filter: the hour in the organisation's zone is no indexable expression.
    shift: { sql: SHIFT, type: 'text', sort: true, notNull: true },
    center_name: { sql: 't.center_name', type: 'text', filter: true, sort: true, search: true },
    batch_number: { sql: 't.batch_number', type: 'text', filter: true, sort: true, search: true },
    total_weight: { sql: 't.total_weight_kg', type: 'number', sort: true },
    handed_over_weight: { sql: 't.handed_over_weight_kg', type: 'number', sort: true },
    rejected_weight: { sql: 't.rejected_weight_kg', type: 'number', sort: true },
    farmers_processed: { sql: 't.farmers_processed', type: 'number', sort: true },
    consolidated_at: { sql: 't.consolidated_at', type: 'timestamp', filter: true, sort: true, notNull: true },
  },
  defaultSort: '-consolidated_at',
  scope: (orgs) => `t.organization_id = ANY(${orgs})`,
  orgColumn: 't.organization_id',
  centreColumn: 't.location_id',
  period: { sql: 't.consolidated_at', description: 'Handovers on these days.' },
  toJson: (row) => ({
    id: row.id,
    date: row.date,
    shift: row.shift,
    center_name: row.center_name,
    total_weight: Number(row.total_weight_kg),
    qa_agents: row.qa_agents ?? [],
    farmers_processed: Number(row.farmers_processed),
    handed_over_weight: Number(row.handed_over_weight_kg),
    rejected_weight: Number(row.rejected_weight_kg),
  }),
};
