import { Type, type Static } from '@sinclair/typebox';
import { recordWrite } from '../resources/record';
import { badRequest, conflict, notFound } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { Payment, PaymentUpdate, payments } from './payments';
import { errorResponses, IdParams } from '../schemas/common';
import { lockMoney, lockPayments, organisationsOfPayments } from './money-lock';

export const COMPLETED_PAYMENT_IS_FINAL = 'This payment is completed and cannot change; reverse it to correct it';
export const PAYMENTS_ARE_NEVER_DELETED =
  'Payments are never deleted: a paid payment is corrected by reversing it (POST /payments/{id}/reverse), and a draft ' +
  'goes with its pay run (DELETE /pay-runs/{id})';

const EDITABLE = new Set(['payment_method', 'due_date']);
const NOT_EDITABLE =
  'only payment_method and due_date change; pay it with POST /payments/{id}/process, correct it with POST /payments/{id}/reverse';

/**
 * PUT /payments/{id} changes how and when a payment is to be paid, never what it pays or
 * whether it was paid; DELETE /payments/{id} is always refused (docs/rules.md#payments).
 */
export async function paymentEditRoutes(app: ApiInstance): Promise<void> {
  const { db, store } = app.maziwa;

  app.put(
    '/payments/:id',
    {
      config: { permission: 'payments:update' },
      // Fastify drops fields a body schema does not name; a clerk sending status or amount_paid
      // must hear that this is not how a payment is paid.
      preValidation: async (request) => {
        const body = request.body;
        const extra = body && typeof body === 'object' ? Object.keys(body).filter((key) => !EDITABLE.has(key)) : [];
        if (extra.length > 0) {
          throw badRequest(
            `${extra.join(', ')} cannot change: ${NOT_EDITABLE}`,
            Object.fromEntries(extra.map((key) => [key, NOT_EDITABLE])),
          );
        }
      },
      schema: {
        tags: ['Payroll'],
        summary: "Change a payment's method or due date",
        description:
          'Only `payment_method` and `due_date`, of a payment that is not completed (409 once it is: reverse it to ' +
          'correct it). It takes the same locks as a payout (the organisation’s money lock, then the payment), so a ' +
          'payout running at the same time either comes first (and this answers 409 if it completed the payment) or waits for it.',
        params: IdParams,
        body: PaymentUpdate,
        response: { 200: Payment, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const { payment_method, due_date } = request.body;
      return db.transaction(async (tx) => {
        // The same locks, in the same order, as a payout: the organisation's, then the payment's.
        const orgs = await organisationsOfPayments(tx, [id], caller.orgIds);
        if (orgs.length === 0) throw notFound('Payment not found');
        await lockMoney(tx, orgs);
        const payment = (await lockPayments(tx, [id], orgs)).get(id)!;
        if (payment.status === 'completed') throw conflict(COMPLETED_PAYMENT_IS_FINAL);
        const before = await store.findOne(tx, payments, id, caller);
        await tx.query(
          `UPDATE payments SET payment_method = coalesce($2, payment_method), due_date = coalesce($3::date, due_date)
            WHERE id = $1 AND status <> 'completed'`,
          [id, payment_method ?? null, due_date ?? null],
        );
        const after = await store.findOne(tx, payments, id, caller);
        await recordWrite(tx, caller, 'payments', before, after);
        // The store answers rows as the definition's toJson makes them: the Payment schema.
        return after as Static<typeof Payment>;
      });
    },
  );

  app.delete(
    '/payments/:id',
    {
      config: { permission: 'payments:delete' },
      schema: {
        tags: ['Payroll'],
        summary: 'Refused: payments are never deleted',
        description: `Always 409 for a payment of yours ("${PAYMENTS_ARE_NEVER_DELETED}"); 404 for any other id.`,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Never answered' }), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await store.findOne(db, payments, request.params.id, callerOf(request));
      throw conflict(PAYMENTS_ARE_NEVER_DELETED);
    },
  );
}
