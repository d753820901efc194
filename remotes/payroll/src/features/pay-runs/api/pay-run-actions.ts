import { request } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsKeys } from '../../../lib/payments-keys';
import { payRunsKeys, type PayRun } from './pay-runs-keys';

const path = (id: Id, action?: string) => `pay-runs/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** POST /pay-runs/{id}/recompute: a draft computed again from the milk as it is now (409 once approved). */
export const recomputePayRun = (id: Id) => request.post<PayRun>(path(id, 'recompute'));

/**
 * POST /pay-runs/{id}/approve: its payments become payable. 409 for the person who computed
 * it (four eyes), a run already approved, or a period that has not ended unless `closeEarly`
 * (the person confirmed closing its remaining days: fields.close_early names them otherwise).
 */
export const approvePayRun = (id: Id, closeEarly = false) =>
  request.post<PayRun>(path(id, 'approve'), closeEarly ? { close_early: true } : undefined);

/** DELETE /pay-runs/{id}: a draft and its payments are gone (409 once approved). */
export const deletePayRun = (id: Id) => request.delete(path(id));

/**
 * The three actions of a pay run's page. Each changes the run, its payments and (approve)
 * what Pending Payments lists and the balance counts as due, so all those are fetched again.
 *
 * @example
 * const { approve } = usePayRunActions(run.id);
 * approve.mutate({ closeEarly: false }, { onSuccess: (run) => ... });
 */
export function usePayRunActions(id: Id) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payRunsKeys.all }),
      queryClient.invalidateQueries({ queryKey: paymentsKeys.all }),
    ]);
  return {
    recompute: useMutation({ mutationFn: () => recomputePayRun(id), onSuccess: refresh }),
    approve: useMutation({
      mutationFn: ({ closeEarly }: { closeEarly: boolean }) => approvePayRun(id, closeEarly),
      onSuccess: refresh,
    }),
    // The run's own query is not refetched: it is gone, and the page leaves it.
    remove: useMutation({
      mutationFn: () => deletePayRun(id),
      onSuccess: () => {
        queryClient.removeQueries({ queryKey: payRunsKeys.one(id) });
        return queryClient.invalidateQueries({ queryKey: payRunsKeys.list(null).slice(0, 2) });
      },
    }),
  };
}
