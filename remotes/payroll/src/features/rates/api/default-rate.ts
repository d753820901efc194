import { createResource } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratesKeys } from './rates-keys';

const organizations = createResource('organizations');

/**
 * GET /organizations/{id}: the organisation, with the default rate paid where no farmer or
 * route rate applies.
 *
 * @example const { data: organization } = useOrganization(useOrgId()); organization?.default_rate_per_litre
 */
export function useOrganization(orgId: Id | null) {
  return useQuery({
    queryKey: ratesKeys.organization(orgId),
    queryFn: () => organizations.get(orgId as Id),
    enabled: orgId !== null,
  });
}

/**
 * PUT /organizations/{id} with a new default_rate_per_litre (organizations:update).
 *
 * @example await useUpdateDefaultRate().mutateAsync({ orgId, rate: 52.5 });
 */
export function useUpdateDefaultRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, rate }: { orgId: Id; rate: number }) =>
      organizations.update(orgId, { default_rate_per_litre: rate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
