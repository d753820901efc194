import { locationsApi, useOrgId } from '@maziwa/api-client';
import type { Id, Location } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CentreFormValues } from '../model/centre-form-values';
import { rethrowForCentreForm } from './centre-field-errors';
import { toLocationCreate } from './centre-payload';
import { centresKeys } from './get-collection-centres';

/** POST /locations: the centre and its QA agent in one call (the API assigns both or neither). */
export function createCentre(values: CentreFormValues, orgId: Id): Promise<Location> {
  return locationsApi.create(toLocationCreate(values, orgId)).catch(rethrowForCentreForm);
}

/**
 * Saves a new collection centre of the signed-in user's organisation and refreshes the list.
 *
 * @example
 * const creation = useCreateCentre();
 * const centre = await creation.mutateAsync(values);
 */
export function useCreateCentre() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CentreFormValues) => {
      if (!orgId) throw new Error('Organization ID is required');
      return createCentre(values, orgId);
    },
    // The list navigated to next must show the new centre, not what it held before.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: centresKeys.all, refetchType: 'all' }),
  });
}
