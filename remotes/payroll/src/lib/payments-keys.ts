/**
 * Keys of every payments query of this remote. Paying a payment changes both reports and
 * the totals, so a payment save invalidates `paymentsKeys.all`.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  pending: (orgId: string | null) => [...paymentsKeys.all, 'pending', orgId] as const,
  pendingTotals: (orgId: string | null) => [...paymentsKeys.all, 'pending-totals', orgId] as const,
  completed: (orgId: string | null) => [...paymentsKeys.all, 'completed', orgId] as const,
};
