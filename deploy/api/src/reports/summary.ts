import { Type } from '@sinclair/typebox';
import { DateOnly, Nullable, num } from '../schemas/common';
import { aggregateRoute } from './aggregate-route';
import { OPEN_PAYMENT } from '../payments/payments';
import { PICKUP_STATE_DESCRIPTION, PICKUP_STATES, weighted } from './pickup-state';
import { aggregateQuery, statusParam } from '../resources/report';

export const CollectionSummary = Type.Object(
  {
    from: DateOnly(),
    to: DateOnly(),
    total_litres: Type.Number({ description: 'Accepted litres of the period.' }),
    average_fat: Nullable(Type.Number(), { description: 'Litre-weighted mean fat % of the accepted deliveries.' }),
    average_protein: Nullable(Type.Number(), { description: 'Litre-weighted mean protein %.' }),
    average_scc: Nullable(Type.Integer(), { description: 'Litre-weighted mean SCC.' }),
    pending_payments: Type.Integer({
      description:
        'Payments still to pay now, whatever the period: the rows of the pending-payments report (drafts and completed left out).',
    }),
  },
  { title: 'CollectionSummary' },
);

const SummaryQuery = aggregateQuery(statusParam(PICKUP_STATES, PICKUP_STATE_DESCRIPTION));

/** GET /reports/summary: the dashboard cards over a period. */
export const summaryRoute = aggregateRoute({
  name: 'summary',
  permission: 'reports:read',
  operationId: 'getCollectionSummary',
  summary: 'Dashboard cards: litres, fat, protein, SCC of the period; pending payments',
  description: 'One object over from..to (default the last 30 days). format=csv answers it as one line (summary.csv).',
  querystring: SummaryQuery,
  row: CollectionSummary,
  sql: ({ query, orgs, params, period }) => {
    const scope = params.add(orgs, 'uuid[]');
    return `SELECT to_char(d.f, 'YYYY-MM-DD') AS from, to_char(d.t, 'YYYY-MM-DD') AS to, a.*,
                (SELECT count(*)::int FROM payments p WHERE p.organization_id = ANY(${scope}) AND ${OPEN_PAYMENT})
                  AS pending_payments
           FROM (SELECT ${period.from()} AS f, ${period.to()} AS t) d,
           LATERAL (SELECT coalesce(sum(c.accepted_litres), 0) AS total_litres,
                           round(${weighted('fat')}, 2) AS average_fat,
                           round(${weighted('protein')}, 2) AS average_protein,
                           round(${weighted('scc')})::int AS average_scc
                      FROM collection_days c
                     WHERE c.organization_id = ANY(${scope}) AND c.day BETWEEN d.f AND d.t
                       AND ${PICKUP_STATES[query.status ?? 'all']}) a`;
  },
  toJson: (row) => ({
    from: row.from,
    to: row.to,
    total_litres: Number(row.total_litres),
    average_fat: num(row.average_fat),
    average_protein: num(row.average_protein),
    average_scc: num(row.average_scc),
    pending_payments: Number(row.pending_payments),
  }),
});
