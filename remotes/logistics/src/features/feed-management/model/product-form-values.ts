import type { RowOf } from '@maziwa/contracts';

/** A product as the API lists it (api/feed-products names it ProductRow too; named here from the API's types so model/ does not import api/, which imports these values). */
type ProductRow = RowOf<'/feed-products'>;

/** Add Product and Edit Product; numbers are '' while empty. */
export interface ProductFormValues {
  name: string;
  category: string;
  unit: string;
  unitPrice: number | '';
  reorderLevel: number | '';
  active: boolean;
}

export const emptyProduct: ProductFormValues = {
  name: '',
  category: '',
  unit: '',
  unitPrice: '',
  reorderLevel: 0,
  active: true,
};

export function valuesOfProduct(product: ProductRow): ProductFormValues {
  return {
    name: product.name,
    category: product.category,
    unit: product.unit,
    unitPrice: product.unit_price,
    reorderLevel: product.reorder_level,
    active: product.active,
  };
}
