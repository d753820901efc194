import { Type } from '@sinclair/typebox';
import { inTimeZone } from '../db/time-zone';
import { cents } from '../domain/pay';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { organisationTimeZone, targetOrganisation } from '../resources/scope';
import { errorResponses, Uuid } from '../schemas/common';

export const PayoutBalance = Type.Object(
  {
    organization_id: Uuid(),
    balance: Type.Number({ description: 'KSh in the payout account: topped_up less paid_out (below 0 when overdrawn).' }),
    topped_up: Type.Number({ description: 'KSh of every top-up (GET /account-top-ups).' }),
    paid_out: Type.Number({ description: 'KSh paid to farmers: amount_paid of completed payments.' }),
    total_due: Type.Number({ description: 'KSh still to pay: amount_due of every payment not completed.' }),
    due_count: Type.Integer(),
    total_overdue: Type.Number({ description: 'KSh of the payments pending past their due date (delayed).' }),
    overdue_count: Type.Integer(),
  },
  { title: 'PayoutBalance' },
);

const BalanceQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);

// Each sum reads one index (migrations 009, 010): the payout account's figures stay fresh
// without a stored balance that could drift from the payments.
const BALANCE_SQL = `
  SELECT (SELECT coalesce(sum(amount), 0) FROM account_top_ups WHERE organization_id = $1) AS topped_up,
         (SELECT coalesce(sum(amount_paid), 0) FROM payments WHERE organization_id = $1 AND status = 'completed') AS paid_out,
         open.*
    FROM (SELECT count(*)::int AS due_count, coalesce(sum(amount_due), 0) AS total_due,
                 count(*) FILTER (WHERE status = 'pending' AND due_date < current_date)::int AS overdue_count,
                 coalesce(sum(amount_due) FILTER (WHERE status = 'pending' AND due_date < current_date), 0) AS total_overdue
            FROM payments WHERE organization_id = $1 AND status <> 'completed') open`;

/** GET /payments/balance: the Pending Payments balance header (docs/screens.md#balance-header), computed. */
export async function payoutBalanceRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;
  app.get(
    '/payments/balance',
    {
      config: { permission: 'payments:read' },
      schema: {
        tags: ['Payments'],
        operationId: 'getPayoutBalance',
        summary: "The payout account's balance, and what is due and overdue",
        description:
          'Balance = top-ups less completed payments; Total Due and Total Overdue as the pending-payments report ' +
          'counts them (overdue = pending past its due date, in the organisation’s time zone).',
        querystring: BalanceQuery,
        response: { 200: PayoutBalance, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { org_id } = request.query;
      const caller = callerOf(request);
      const organizationId = targetOrganisation(caller, org_id);
      // Overdue: due before today in the organisation's zone (docs/rules.md#dates).
      const { rows } = await inTimeZone(db, organisationTimeZone(caller, organizationId)).query<Record<string, unknown>>(BALANCE_SQL, [organizationId]);
      const row = rows[0];
      return {
        organization_id: organizationId,
        balance: cents(Number(row.topped_up) - Number(row.paid_out)),
        topped_up: cents(Number(row.topped_up)),
        paid_out: cents(Number(row.paid_out)),
        total_due: cents(Number(row.total_due)),
        due_count: Number(row.due_count),
        total_overdue: cents(Number(row.total_overdue)),
        overdue_count: Number(row.overdue_count),
      };
    },
  );
}
