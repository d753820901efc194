import { Type } from '@sinclair/typebox';
import { inTimeZone } from '../db/time-zone';
import { cents } from '../domain/pay';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { organisationTimeZone, targetOrganisation } from '../resources/scope';
import { OPEN_PAYMENT, OVERDUE_PAYMENT } from './payments';
import { inFlightToMpesa } from './money-lock';
import { errorResponses, Uuid } from '../schemas/common';

export const PayoutBalance = Type.Object(
  {
    organization_id: Uuid(),
    balance: Type.Number({
      description: 'KSh in the payout account: topped_up less paid_out less in_flight (below 0 when overdrawn).',
    }),
    topped_up: Type.Number({ description: 'KSh of every top-up (GET /account-top-ups).' }),
    paid_out: Type.Number({
      description: 'KSh paid to farmers: the sum of the payouts (GET /payouts), reversals counting back.',
    }),
    in_flight: Type.Number({
      description: 'KSh handed to M-Pesa and not yet paid or failed: kept aside from the balance.',
    }),
    total_due: Type.Number({
      description:
        'KSh still to pay: what is outstanding on every pending, in-progress, partially paid or failed payment (never a draft).',
    }),
    due_count: Type.Integer({ description: 'Those payments: the rows of the pending-payments report.' }),
    total_overdue: Type.Number({
      description: 'KSh outstanding on the payments pending or partially paid past their due date (delayed).',
    }),
    overdue_count: Type.Integer(),
    allow_overdraft: Type.Boolean({
      description: 'Whether payouts may take the balance below 0 (organizations.allow_overdraft).',
    }),
  },
  { title: 'PayoutBalance' },
);

const BalanceQuery = Type.Object(
  { org_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })) },
  { additionalProperties: false },
);

// Each sum reads one index (migrations 010, 014): the payout account's figures stay fresh
// without a stored balance that could drift from the ledger. Due and overdue count exactly
// the payments the pending-payments report lists.
const BALANCE_SQL = `
  SELECT (SELECT coalesce(sum(amount), 0) FROM account_top_ups WHERE organization_id = $1) AS topped_up,
         (SELECT coalesce(sum(amount), 0) FROM payouts WHERE organization_id = $1) AS paid_out,
         ${inFlightToMpesa('$1')} AS in_flight,
         (SELECT allow_overdraft FROM organizations WHERE id = $1) AS allow_overdraft,
         open.*
    FROM (SELECT count(*)::int AS due_count, coalesce(sum(outstanding), 0) AS total_due,
                 count(*) FILTER (WHERE overdue)::int AS overdue_count,
                 coalesce(sum(outstanding) FILTER (WHERE overdue), 0) AS total_overdue
            FROM (SELECT amount_due - coalesce(amount_paid, 0) AS outstanding, ${OVERDUE_PAYMENT} AS overdue
                    FROM payments p WHERE organization_id = $1 AND ${OPEN_PAYMENT}) p) open`;

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
          'Balance = top-ups less payouts (a reversal counts back); Total Due and Total Overdue are what is outstanding ' +
          'on the payments the pending-payments report lists (overdue = pending or partially paid past its due date, ' +
          'in the organisation’s time zone).',
        querystring: BalanceQuery,
        response: { 200: PayoutBalance, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { org_id } = request.query;
      const caller = callerOf(request);
      const organizationId = targetOrganisation(caller, org_id);
      // Overdue: due before today in the organisation's zone (docs/rules.md#dates).
      const { rows } = await inTimeZone(db, organisationTimeZone(caller, organizationId)).query<
        Record<string, unknown>
      >(BALANCE_SQL, [organizationId]);
      const row = rows[0];
      return {
        organization_id: organizationId,
        balance: cents(Number(row.topped_up) - Number(row.paid_out) - Number(row.in_flight)),
        topped_up: cents(Number(row.topped_up)),
        paid_out: cents(Number(row.paid_out)),
        in_flight: cents(Number(row.in_flight)),
        total_due: cents(Number(row.total_due)),
        due_count: Number(row.due_count),
        total_overdue: cents(Number(row.total_overdue)),
        overdue_count: Number(row.overdue_count),
        allow_overdraft: row.allow_overdraft === true,
      };
    },
  );
}
