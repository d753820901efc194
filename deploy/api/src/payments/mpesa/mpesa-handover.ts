import { HttpError } from '../../http/errors';
import type { AuditEvent } from '../../resources/record';
import type { LockedPayment } from '../money-lock';
import type { MpesaStatusOf } from './mpesa-accounts';

/** A payment paid by M-Pesa when it is processed without a reference typed by hand. */
export const paysByMpesa = (payment: Pick<LockedPayment, 'payment_method'>): boolean =>
  payment.payment_method === 'mobile_money';

const PAYABLE = new Set(['pending', 'partially_paid', 'failed']);

/**
 * 503 when mobile-money payments are to be paid and this API cannot reach M-Pesa (nothing set
 * up, no simulator): nothing is paid, and the clerk is told why and what else to do.
 */
export function assertMpesaReady(setup: MpesaStatusOf, payments: Iterable<LockedPayment>): void {
  if (setup.mode !== 'off') return;
  for (const payment of payments) {
    if (PAYABLE.has(payment.status) && paysByMpesa(payment)) {
      throw new HttpError(
        503,
        `${setup.reason}, so mobile-money payments cannot be sent. Record a payment made by hand with its M-Pesa code, or change the payment method.`,
        undefined,
        { 'retry-after': '3600' },
      );
    }
  }
}

/** The audit event of a payment handed to M-Pesa: it is being paid, by whom. */
export function handedToMpesaEvent(payment: LockedPayment, userId: string): AuditEvent {
  return {
    organizationId: payment.organization_id,
    userId,
    resource: 'payments',
    recordId: payment.id,
    action: 'process',
    changes: { status: { before: payment.status, after: 'in_progress' } },
  };
}
