import type { BodyOf, ResponseOf } from '@maziwa/contracts';

/** One pay run as the API answers it (GET /pay-runs/{id}). */
export type PayRun = ResponseOf<'/pay-runs/{id}', 'get'>;
export type PayRunStatus = PayRun['status'];
/** POST /pay-runs. */
export type PayRunCreate = BodyOf<'/pay-runs', 'post'>;

/**
 * Keys of the pay-run queries. A pay run's approval or recompute changes its payments and
 * what Pending Payments lists, so writes here also invalidate the payments keys.
 */
export const payRunsKeys = {
  all: ['pay-runs'] as const,
  list: (orgId: string | null) => [...payRunsKeys.all, 'list', orgId] as const,
  one: (id: string) => [...payRunsKeys.all, 'one', id] as const,
  payments: (id: string) => [...payRunsKeys.all, 'payments', id] as const,
};
