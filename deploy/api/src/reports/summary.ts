import { Type } from '@sinclair/typebox';
import { inTimeZone } from '../db/time-zone';
import { csvColumns, oneBatch, sendCsv } from '../http/csv';
import { exportTimeZone } from '../http/csv-time';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { SqlParams } from '../resources/sql';
import { organisationsToList, organisationTimeZone } from '../resources/scope';
import { DateOnly, errorResponses, Nullable, num } from '../schemas/common';
import { OPEN_PAYMENT } from './pending-payments';
import { PICKUP_STATE_DESCRIPTION, PICKUP_STATES, weighted } from './pickup-state';
import { aggregateQuery, assertPeriod, periodSql } from './report';

export const CollectionSummary = Type.Object(
  {
    from: DateOnly(),
    to: DateOnly(),
    total_litres: Type.Number({ description: 'Accepted litres of the period.' }),
    average_fat: Nullable(Type.Number(), { description: 'Litre-weighted mean fat % of the accepted deliveries.' }),
    average_protein: Nullable(Type.Number(), { description: 'Litre-weighted mean protein %.' }),
    average_scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean SCC.' }),
    pending_payments: Type.Integer({
      description: 'Payments still to pay now, whatever the period: the rows of the pending-payments report (drafts and completed left out).',
    }),
  },
  { title: 'CollectionSummary' },
);

interface SummaryRow {
  from: string;
  to: string;
  total_litres: string | number;
  average_fat: string | number | null;
  average_protein: string | number | null;
  average_scc: number | null;
  pending_payments: number;
}

const SummaryQuery = aggregateQuery(Object.keys(PICKUP_STATES), PICKUP_STATE_DESCRIPTION);

/** GET /reports/summary: the dashboard cards over a period. */
export async function summaryRoute(app: ApiInstance): Promise<void> {
  app.get(
    '/reports/summary',
    {
      config: { permission: 'reports:read' },
      schema: {
        tags: ['Reports'],
        operationId: 'getCollectionSummary',
        summary: 'Dashboard cards: litres, fat, protein, SCC of the period; pending payments',
        description:
          'One object over from..to (default the last 30 days). format=csv answers it as one line (summary.csv).',
        querystring: SummaryQuery,
        response: {
          200: {
            description: 'CollectionSummary; with format=csv, text/csv',
            content: {
              'application/json': { schema: CollectionSummary },
              'text/csv': { schema: Type.String() },
            },
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
      const scope = params.add(orgs, 'uuid[]');
      const { rows } = await inTimeZone(app.maziwa.db, organisationTimeZone(caller, orgs[0])).query<SummaryRow>(
        `SELECT to_char(d.f, 'YYYY-MM-DD') AS from, to_char(d.t, 'YYYY-MM-DD') AS to, a.*,
                (SELECT count(*)::int FROM payments p WHERE p.organization_id = ANY(${scope}) AND ${OPEN_PAYMENT})
                  AS pending_payments
           FROM (SELECT ${period.from()} AS f, ${period.to()} AS t) d,
           LATERAL (SELECT coalesce(sum(c.accepted_litres), 0) AS total_litres,
                           round(${weighted('fat')}, 2) AS average_fat,
                           round(${weighted('protein')}, 2) AS average_protein,
                           round(${weighted('scc')})::int AS average_scc
                      FROM collection_days c
                     WHERE c.organization_id = ANY(${scope}) AND c.day BETWEEN d.f AND d.t
                       AND ${PICKUP_STATES[query.status ?? 'all']}) a`,
        params.values,
      );
      const row = rows[0];
      const summary = {
        from: row.from,
        to: row.to,
        total_litres: Number(row.total_litres),
        average_fat: num(row.average_fat),
        average_protein: num(row.average_protein),
        average_scc: num(row.average_scc),
        pending_payments: Number(row.pending_payments),
      };
      if (query.format === 'csv') {
        return sendCsv(reply, 'summary', csvColumns(CollectionSummary), oneBatch([summary]), exportTimeZone(app.maziwa.db, caller, orgs[0]));
      }
      return summary;
    },
  );
}
