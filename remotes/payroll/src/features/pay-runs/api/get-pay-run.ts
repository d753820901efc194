import { request } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useQuery } from '@tanstack/react-query';
import { payRunsKeys, type PayRun } from './pay-runs-keys';

/** GET /pay-runs/{id}: the run's figures and who computed and approved it. */
export const getPayRun = (id: Id) => request.get<PayRun>(`pay-runs/${encodeURIComponent(id)}`);

/**
 * @example
 * const run = usePayRun(id);
 */
export function usePayRun(id: Id) {
  return useQuery({ queryKey: payRunsKeys.one(id), queryFn: () => getPayRun(id) });
}
