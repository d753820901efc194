import { Type } from '@sinclair/typebox';
import { centreCondition } from '../resources/centre-scope';
import { filterConditions } from '../resources/list-query';
import { DateOnly } from '../schemas/common';
import { aggregateRoute } from './aggregate-route';
import { centreDaysSource, inventoryCentreDays } from './inventory-centre-days';
import { aggregateQuery } from '../resources/report';

export const InventorySummary = Type.Object(
  {
    from: DateOnly(),
    to: DateOnly(),
    collected_litres: Type.Number({ description: 'Accepted litres delivered by farmers.' }),
    rejected_litres: Type.Number({ description: 'Litres rejected in the handovers.' }),
    handed_over_litres: Type.Number({ description: 'Litres handed over to trips.' }),
    on_hand_litres: Type.Number({ description: 'collected - handed over.' }),
  },
  { title: 'InventorySummary' },
);

const SummaryQuery = aggregateQuery({
  filter: Type.Optional(
    Type.String({
      description: 'name:value pairs, as GET /reports/inventory-centre-days takes them (location_id, shift, day...).',
    }),
  ),
});

/**
 * GET /reports/inventory-summary: the Inventory page's cards, the totals of the per-centre table
 * under the same filters (its rows summed in SQL, never more than one answer).
 */
export const inventorySummaryRoute = aggregateRoute({
  name: 'inventory-summary',
  permission: inventoryCentreDays.permission,
  operationId: 'getInventorySummary',
  summary: 'Inventory cards: milk collected, rejected, handed over and on hand over a period',
  description:
    'The totals of GET /reports/inventory-centre-days with the same period and filter (default the last 30 days). ' +
    'format=csv answers it as one line (inventory-summary.csv).',
  querystring: SummaryQuery,
  row: InventorySummary,
  sql: ({ query, caller, orgs, params, period }) => {
    const conditions = [
      `t.organization_id = ANY(${params.add(orgs, 'uuid[]')})`,
      ...filterConditions(query.filter, inventoryCentreDays.fields, params),
      centreCondition(inventoryCentreDays, caller, params),
    ].filter(Boolean);
    return `SELECT to_char(${period.from()}, 'YYYY-MM-DD') AS from, to_char(${period.to()}, 'YYYY-MM-DD') AS to,
                coalesce(sum(t.collected), 0) AS collected, coalesce(sum(t.rejected), 0) AS rejected,
                coalesce(sum(t.handed), 0) AS handed
           FROM ${centreDaysSource(period)} t
          WHERE ${conditions.join(' AND ')}`;
  },
  toJson: (row) => ({
    from: row.from,
    to: row.to,
    collected_litres: Number(row.collected),
    rejected_litres: Number(row.rejected),
    handed_over_litres: Number(row.handed),
    on_hand_litres: Number((Number(row.collected) - Number(row.handed)).toFixed(2)),
  }),
});
