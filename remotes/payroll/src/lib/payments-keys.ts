/**
 * Keys of every payments query of this remote. Paying a payment changes both reports and
 * the payout balance, so a payment save invalidates `paymentsKeys.all`.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  pending: (orgId: string | null) => [...paymentsKeys.all, 'pending', orgId] as const,
  /** GET /payments/balance: the balance header and the bulk dialog's Balance. */
  balance: (orgId: string | null) => [...paymentsKeys.all, 'balance', orgId] as const,
  completed: (orgId: string | null) => [...paymentsKeys.all, 'completed', orgId] as const,
};
