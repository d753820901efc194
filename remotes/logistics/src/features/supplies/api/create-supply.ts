import { ApiError, createResource, useOrgId } from '@maziwa/api-client';
import type { BodyOf, Id, Supply } from '@maziwa/contracts';
import { fromZonedInput } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplyFormValues } from '../model/supply-form-values';
import { suppliesKeys } from './get-supplies';

export type SupplyCreate = BodyOf<'/supplies', 'post'>;

const suppliesApi = createResource('supplies');

/** POST /supplies body; the timestamp as an instant, the supplier's blank details left out. */
export function toSupplyCreate(values: SupplyFormValues, orgId: Id): SupplyCreate {
  const supplier = Object.fromEntries(
    [
      ['name', values.supplierName.trim()],
      ['phone', values.supplierPhone.trim()],
    ].filter(([, value]) => value),
  );
  return {
    organization_id: orgId,
    producer_id: values.producerId,
    supply_items: values.items.map(({ item, quantity }) => ({ item: item.trim(), quantity: Number(quantity) })),
    total_cost: Number(values.totalCost),
    timestamp: fromZonedInput(values.timestamp as Date).toISOString(),
    status: values.status.trim(),
    supplier_details: supplier,
    supply_category: values.category.trim(),
  };
}

const FIELD_OF: Record<string, string> = {
  producer_id: 'producerId',
  supply_items: 'items',
  total_cost: 'totalCost',
  timestamp: 'timestamp',
  status: 'status',
  supply_category: 'category',
  'supplier_details.name': 'supplierName',
  'supplier_details.phone': 'supplierPhone',
};

/** The API's field name as the form's: `supply_items.1.quantity` is the second row's Quantity. */
function formField(apiField: string): string | undefined {
  const row = /^supply_items\.(\d+)\.(item|quantity)$/.exec(apiField);
  return row ? `items.${row[1]}.${row[2]}` : FIELD_OF[apiField];
}

/** The API's field errors named after the form's fields, so they show where they belong. */
export function toSupplyFormError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) => {
      const name = formField(field);
      return name ? [[name, problem]] : [];
    }),
  );
  return new ApiError(error.status, error.message, fields);
}

/**
 * Saves a supply and refreshes the Supplies list it lands on.
 *
 * @example
 * const creation = useCreateSupply();
 * await creation.mutateAsync(values);
 */
export function useCreateSupply() {
  const orgId = useOrgId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SupplyFormValues): Promise<Supply> => {
      if (!orgId) throw new Error('Organization ID is required');
      return suppliesApi.create(toSupplyCreate(values, orgId)).catch((error: unknown) => {
        throw toSupplyFormError(error);
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: suppliesKeys.all, refetchType: 'all' }),
  });
}
