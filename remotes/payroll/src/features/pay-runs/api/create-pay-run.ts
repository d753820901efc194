import { request } from '@maziwa/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payRunsKeys, type PayRun, type PayRunCreate } from './pay-runs-keys';

/**
 * POST /pay-runs: the API computes a draft for the period (400 naming period_start or
 * period_end for a period that is not a month or a half; 409 when a draft exists or a run
 * already covers these days).
 */
export const createPayRun = (body: PayRunCreate) => request.post<PayRun>('pay-runs', body);

/**
 * @example
 * const create = useCreatePayRun();
 * const run = await create.mutateAsync({ organization_id: orgId, period_start: '2026-03-01', period_end: '2026-03-31' });
 */
export function useCreatePayRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payRunsKeys.all }),
  });
}
