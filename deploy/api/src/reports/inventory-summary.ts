import { Type } from '@sinclair/typebox';
import { inTimeZone } from '../db/time-zone';
import { csvColumns, oneBatch, sendCsv } from '../http/csv';
import { exportTimeZone } from '../http/csv-time';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { centreCondition } from '../resources/centre-scope';
import { filterConditions } from '../resources/list-query';
import { organisationsToList, organisationTimeZone } from '../resources/scope';
import { SqlParams } from '../resources/sql';
import { DateOnly, errorResponses, ListQuery, Uuid } from '../schemas/common';
import { centreDaysSource, inventoryCentreDays } from './inventory-centre-days';
import { assertPeriod, DEFAULT_PERIOD_DAYS, periodSql } from './report';

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

const SummaryQuery = Type.Object(
  {
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: all of them.' })),
    org_id: Type.Optional(Uuid({ description: 'Same as organization_id.' })),
    from: Type.Optional(DateOnly({ description: `First day, yyyy-MM-dd; default ${DEFAULT_PERIOD_DAYS - 1} days before to.` })),
    to: Type.Optional(DateOnly({ description: "Last day, included; default today in the organisation's time zone." })),
    filter: Type.Optional(
      Type.String({ description: 'name:value pairs, as GET /reports/inventory-centre-days takes them (location_id, shift, day...).' }),
    ),
    format: ListQuery.properties.format,
  },
  { additionalProperties: false },
);

interface SummaryRow {
  from: string;
  to: string;
  collected: string | number;
  rejected: string | number;
  handed: string | number;
}

/**
 * GET /reports/inventory-summary: the Inventory page's cards, the totals of the per-centre table
 * under the same filters (its rows summed in SQL, never more than one answer).
 */
export async function inventorySummaryRoute(app: ApiInstance): Promise<void> {
  app.get(
    '/reports/inventory-summary',
    {
      config: { permission: inventoryCentreDays.permission },
      schema: {
        tags: ['Reports'],
        operationId: 'getInventorySummary',
        summary: 'Inventory cards: milk collected, rejected, handed over and on hand over a period',
        description:
          'The totals of GET /reports/inventory-centre-days with the same period and filter (default the last 30 days). ' +
          'format=csv answers it as one line (inventory-summary.csv).',
        querystring: SummaryQuery,
        response: {
          200: {
            description: 'InventorySummary; with format=csv, text/csv',
            content: { 'application/json': { schema: InventorySummary }, 'text/csv': { schema: Type.String() } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      assertPeriod(query);
      const caller = callerOf(request);
      const orgs = organisationsToList(caller, query.organization_id ?? query.org_id);
      const params = new SqlParams();
      const period = periodSql(params, query.from, query.to);
      const conditions = [
        `t.organization_id = ANY(${params.add(orgs, 'uuid[]')})`,
        ...filterConditions(query.filter, inventoryCentreDays.fields, params),
        centreCondition(inventoryCentreDays, caller, params),
      ].filter(Boolean);
      const { rows } = await inTimeZone(app.maziwa.db, organisationTimeZone(caller, orgs[0])).query<SummaryRow>(
        `SELECT to_char(${period.from()}, 'YYYY-MM-DD') AS from, to_char(${period.to()}, 'YYYY-MM-DD') AS to,
                coalesce(sum(t.collected), 0) AS collected, coalesce(sum(t.rejected), 0) AS rejected,
                coalesce(sum(t.handed), 0) AS handed
           FROM ${centreDaysSource(period)} t
          WHERE ${conditions.join(' AND ')}`,
        params.values,
      );
      const row = rows[0];
      const summary = {
        from: row.from,
        to: row.to,
        collected_litres: Number(row.collected),
        rejected_litres: Number(row.rejected),
        handed_over_litres: Number(row.handed),
        on_hand_litres: Number((Number(row.collected) - Number(row.handed)).toFixed(2)),
      };
      if (query.format === 'csv') {
        const zone = exportTimeZone(app.maziwa.db, caller, orgs[0]);
        return sendCsv(reply, 'inventory-summary', csvColumns(InventorySummary), oneBatch([summary]), zone);
      }
      return summary;
    },
  );
}
