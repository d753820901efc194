import type { ProductRow } from '../api/feed-products';

/** Add Product and Edit Product; numbers are '' while empty. */
export interface ProductFormValues {
  name: string;
  category: string;
  unit: string;
  unitPrice: number | '';
  reorderLevel: number | '';
  active: boolean;
}

export const emptyProduct: ProductFormValues = { name: '', category: '', unit: '', unitPrice: '', reorderLevel: 0, active: true };

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
