import type { TObject, TSchema } from '@sinclair/typebox';
import type { Queryable } from '../db/database';
import { conflict, notFound } from '../http/errors';
import type { AuthContext } from '../plugins/services';
import { errorResponses, IdParams } from '../schemas/common';
import { IdempotencyHeaders } from './idempotency';
import { lockMoney, lockPayments, organisationsOfPayments, type LockedPayment, type MoneyAccount } from './money-lock';

/** What a POST /payments/{id}/<action> says about itself (process, reverse). */
interface PaymentActionDoc<B extends TObject, R extends Record<number, TSchema>> {
  operationId: string;
  summary: string;
  description: string;
  body: B;
  /** Its answer, by status: 200 or 201. */
  response: R;
}

/** The schema of an action on one payment: tagged Payments, by id, with an Idempotency-Key; 400-409 as every such action. */
export function paymentActionSchema<B extends TObject, R extends Record<number, TSchema>>(doc: PaymentActionDoc<B, R>) {
  return {
    tags: ['Payments'],
    operationId: doc.operationId,
    summary: doc.summary,
    description: doc.description,
    params: IdParams,
    headers: IdempotencyHeaders,
    body: doc.body,
    response: { ...doc.response, ...errorResponses(400, 401, 403, 404, 409) },
  };
}

/**
 * The payment an action works on, inside its transaction: the organisations' money lock, then
 * the payment's row lock, in that order (README: Payments, Locking). 404 for a payment the
 * caller may not see; 409 with `refusal`'s reason when the payment cannot take the action.
 */
export async function lockPaymentFor(
  tx: Queryable,
  caller: AuthContext,
  id: string,
  refusal: (payment: LockedPayment) => string | undefined | Promise<string | undefined>,
): Promise<{ payment: LockedPayment; account: MoneyAccount }> {
  const orgs = await organisationsOfPayments(tx, [id], caller.orgIds);
  if (orgs.length === 0) throw notFound('Payment not found');
  const accounts = await lockMoney(tx, orgs);
  const payment = (await lockPayments(tx, [id], orgs)).get(id)!;
  const reason = await refusal(payment);
  if (reason) throw conflict(reason);
  return { payment, account: accounts.get(payment.organization_id)! };
}
