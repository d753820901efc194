import { createResource, listEndpoint, useServerList } from '@maziwa/api-client';
import type { BodyOf, Id, ResponseOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ratesKeys } from './rates-keys';

/** A quality rule with its `label` ("SCC below 200,000: +Ksh 1.50/L"). */
export type QualityAdjustment = ResponseOf<'/quality-adjustments/{id}', 'get'>;
export type QualityAdjustmentCreate = BodyOf<'/quality-adjustments', 'post'>;

/** GET /quality-adjustments: the organisation's rules, paged and sorted by the API. */
export const qualityAdjustmentsList = listEndpoint('quality-adjustments');
const qualityAdjustments = createResource('quality-adjustments');

/** @example const rules = useQualityAdjustments(useOrgId()); */
export function useQualityAdjustments(orgId: Id | null) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging({ prefix: 'adjustments_' }),
    key: ratesKeys.quality(orgId),
    endpoint: qualityAdjustmentsList,
    params: { org_id: orgId },
    enabled: orgId !== null,
  });
}

/**
 * POST /quality-adjustments, or PUT /quality-adjustments/{id} with an id.
 *
 * @example await useSaveQualityAdjustment().mutateAsync({ body: { measure: 'scc', comparison: 'below', threshold: 200000, amount_per_litre: 1.5, effective_from: '2026-11-01' } });
 */
export function useSaveQualityAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: Id; body: QualityAdjustmentCreate }) =>
      id === undefined ? qualityAdjustments.create(body) : qualityAdjustments.update(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}

/** DELETE /quality-adjustments/{id}; refused (409) for a rule approved pay used. */
export function useDeleteQualityAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => qualityAdjustments.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
