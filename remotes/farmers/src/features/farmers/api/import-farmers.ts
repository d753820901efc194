import { ApiError, errorMessage, useOrgId } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmerCsvLine } from '../model/farmer-csv';
import { createFarmer, toFarmerCreate } from './create-farmer';
import { farmersKeys } from './get-farmers';
import { getProducerRole } from './get-producer-role';

export interface ImportOutcome {
  created: FarmerCsvLine[];
  failed: { farmer: FarmerCsvLine; reason: string }[];
}

/** The API's field names as the file's columns, so a reason points at the cell to fix. */
const COLUMN_OF: Record<string, string> = {
  email: 'email',
  'user.email': 'email',
  member_id: 'member_number',
  username: 'full_name',
  'user.username': 'full_name',
  first_name: 'full_name',
  last_name: 'full_name',
  'contact_info.phone': 'phone',
  'user.contact_info.phone': 'phone',
};

/** Why the API refused a farmer, in the file's words ("member_number is already used..."). */
export function reasonOf(error: unknown): string {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields)
      .map(([field, problem]) => `${COLUMN_OF[field] ?? field} ${problem}`)
      .join('; ');
  }
  return errorMessage(error);
}

/**
 * Creates the farmers in turn, one POST /user-roles each; a refused one does not stop the
 * rest. Fails at once, creating nothing, when the organisation has no Producer role.
 */
export async function importFarmers(
  farmers: FarmerCsvLine[],
  orgId: Id,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportOutcome> {
  const role = await getProducerRole(orgId);
  const outcome: ImportOutcome = { created: [], failed: [] };
  for (const [index, farmer] of farmers.entries()) {
    try {
      await createFarmer(toFarmerCreate(farmer.values, orgId, role.id));
      outcome.created.push(farmer);
    } catch (error) {
      outcome.failed.push({ farmer, reason: reasonOf(error) });
    }
    onProgress?.(index + 1, farmers.length);
  }
  return outcome;
}

/**
 * Imports the checked farmers of a file into the signed-in user's organisation and
 * refreshes the list.
 *
 * @example
 * const upload = useImportFarmers((done, total) => setProgress({ done, total }));
 * const outcome = await upload.mutateAsync(check.valid);
 */
export function useImportFarmers(onProgress?: (done: number, total: number) => void) {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (farmers: FarmerCsvLine[]) => {
      if (!orgId) throw new Error('Organization ID is required');
      return importFarmers(farmers, orgId, onProgress);
    },
    // Refresh even when some failed: the others are in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: farmersKeys.all }),
  });
}
