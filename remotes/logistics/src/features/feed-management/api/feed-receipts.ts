import { createResource, listEndpoint, useServerList, type ListParams } from '@maziwa/api-client';
import type { BodyOf, Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReceiptFormValues } from '../model/receipt-form-values';
import { feedKeys } from './feed-keys';
import { renameFieldErrors } from './form-errors';

/** Stock received into the store, as GET /feed-receipts answers it. */
export type ReceiptRow = RowOf<'/feed-receipts'>;
export type ReceiptCreate = BodyOf<'/feed-receipts', 'post'>;

/** GET /feed-receipts: newest first; q, filter (category, product_id), from/to and sort by the API. */
export const receiptsList = listEndpoint('feed-receipts');
const receiptsApi = createResource('feed-receipts');

/** @example const receipts = useFeedReceipts(orgId, { q: 'unga' }); */
export function useFeedReceipts(orgId: Id | null, params: ListParams<'feed-receipts'>) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: feedKeys.receipts(orgId),
    endpoint: receiptsList,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}

export function toReceiptCreate(values: ReceiptFormValues, orgId: Id): ReceiptCreate {
  return {
    organization_id: orgId,
    product_id: values.productId,
    quantity: Number(values.quantity),
    unit_cost: Number(values.unitCost),
    supplier_name: values.supplierName.trim(),
    received_on: values.receivedOn,
    notes: values.notes.trim(),
  };
}

const FIELD_OF = {
  product_id: 'productId',
  quantity: 'quantity',
  unit_cost: 'unitCost',
  supplier_name: 'supplierName',
  received_on: 'receivedOn',
  notes: 'notes',
};

/** Records stock received; stock on hand and the lists refresh. */
export function useReceiveStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, orgId }: { values: ReceiptFormValues; orgId: Id }) =>
      receiptsApi.create(toReceiptCreate(values, orgId)).catch((error: unknown) => {
        throw renameFieldErrors(error, FIELD_OF);
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
