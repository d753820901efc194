import { createResource, listEndpoint, useServerList } from '@maziwa/api-client';
import type { BodyOf, Id, ResponseOf } from '@maziwa/contracts';
import { useUrlListPaging, type ListFilterParams } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** An advance with its farmer and what approved pay has not deducted yet (`remaining`). */
export type Advance = ResponseOf<'/advances/{id}', 'get'>;
export type AdvanceCreate = BodyOf<'/advances', 'post'>;

/** GET /advances: the organisation's advances, latest first, searched (farmer, member number, reason) by the API. */
export const advancesList = listEndpoint('advances');
const advances = createResource('advances');

export const advancesKeys = {
  all: ['advances'] as const,
  list: (orgId: Id | null) => [...advancesKeys.all, 'list', orgId] as const,
};

/** @example const list = useAdvances(useOrgId(), useFilterParams(filters)); */
export function useAdvances(orgId: Id | null, { q }: ListFilterParams) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: advancesKeys.list(orgId),
    endpoint: advancesList,
    params: { org_id: orgId, q },
    enabled: orgId !== null,
  });
}

/**
 * POST /advances (payments:create).
 *
 * @example await useCreateAdvance().mutateAsync({ producer_id, amount: 3000, advanced_on: '2026-11-05', reason: 'School fees' });
 */
export function useCreateAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdvanceCreate) => advances.create(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancesKeys.all }),
  });
}

/** DELETE /advances/{id}: refused (409) once pay has deducted any of it. */
export function useDeleteAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => advances.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancesKeys.all }),
  });
}
