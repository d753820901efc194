import { createResource, listEndpoint, useServerList, type ListParams } from '@maziwa/api-client';
import type { BodyOf, Id, RowOf } from '@maziwa/contracts';
import { useUrlListPaging } from '@maziwa/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductFormValues } from '../model/product-form-values';
import { feedKeys } from './feed-keys';
import { renameFieldErrors } from './form-errors';

/** A product of the store with its stock on hand, as GET /feed-products answers it. */
export type ProductRow = RowOf<'/feed-products'>;
export type ProductCreate = BodyOf<'/feed-products', 'post'>;

/** GET /feed-products: the catalogue, paged, searched, filtered (category, low_stock) and sorted by the API. */
export const productsList = listEndpoint('feed-products');
const productsApi = createResource('feed-products');

/**
 * @example const products = useFeedProducts(orgId, { q: 'meal', filter: 'low_stock:true' });
 */
export function useFeedProducts(orgId: Id | null, params: ListParams<'feed-products'>) {
  return useServerList({
    // Page and sort in the address (docs/rules.md#list-state-in-the-url).
    state: useUrlListPaging(),
    key: feedKeys.products(orgId),
    endpoint: productsList,
    params: { org_id: orgId, ...params },
    enabled: orgId !== null,
  });
}

/** Active products, by name, for the Receive Stock and Issue to Farmer selects (a store stocks tens). */
export function useProductOptions(orgId: Id | null) {
  return useQuery({
    queryKey: feedKeys.productOptions(orgId),
    queryFn: async () =>
      (await productsApi.list({ org_id: orgId, filter: 'active:true', sort: 'name', limit: 1000 })).data,
    enabled: orgId !== null,
  });
}

/** The POST/PUT body of the form's values. */
export function toProductBody(values: ProductFormValues, orgId: Id): ProductCreate {
  return {
    organization_id: orgId,
    name: values.name.trim(),
    category: values.category as ProductCreate['category'],
    unit: values.unit.trim(),
    unit_price: Number(values.unitPrice),
    reorder_level: Number(values.reorderLevel),
    active: values.active,
  };
}

const FIELD_OF = {
  name: 'name',
  category: 'category',
  unit: 'unit',
  unit_price: 'unitPrice',
  reorder_level: 'reorderLevel',
  active: 'active',
};

/**
 * Adds a product (no id) or saves an edit, then refreshes the store's lists.
 *
 * @example await useSaveProduct().mutateAsync({ id: product.id, values });
 */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values, orgId }: { id?: Id; values: ProductFormValues; orgId: Id }) => {
      const body = toProductBody(values, orgId);
      const { organization_id: _org, ...changes } = body;
      const saving = id ? productsApi.update(id, changes) : productsApi.create(body);
      return saving.catch((error: unknown) => {
        throw renameFieldErrors(error, FIELD_OF);
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
