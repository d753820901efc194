import { useOrgId } from '@maziwa/api-client';
import { Button, Can, ExportDataButton, lazyDialog, QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { useFeedProducts, type ProductRow } from '../api/feed-products';
import { FeedFilters, useFeedFilterParams, useFeedFilters } from './feed-filters';
import { ProductsTable } from './products-table';

// The form downloads when first opened (lazyDialog): the tab loads without the form kit.
const ProductFormDialog = lazyDialog(() => import('./product-form-dialog').then((module) => module.ProductFormDialog));

type Dialog = { kind: 'add' } | { kind: 'edit'; product: ProductRow } | null;

/** Products: the catalogue with stock on hand; Add Product and Edit for those who may. */
export function ProductsTab() {
  const [filters, setFilters] = useFeedFilters();
  const products = useFeedProducts(useOrgId(), useFeedFilterParams(filters));
  const [dialog, setDialog] = useState<Dialog>(null);
  const edit = useCallback((product: ProductRow) => setDialog({ kind: 'edit', product }), []);

  return (
    <>
      <div className="feed-toolbar">
        <Can permission="feed_store:create">
          <Button onClick={() => setDialog({ kind: 'add' })}>Add Product</Button>
        </Can>
        <ExportDataButton list={products} fileName="feed-products.csv" />
      </div>
      <FeedFilters value={filters} onChange={setFilters} kind="products" searchPlaceholder="Search products" />
      <QueryState isLoading={products.isLoading} error={products.error} errorText="Failed to fetch products">
        <ProductsTable products={products.rows} server={products.server} onEdit={edit} />
      </QueryState>
      {dialog && (
        <ProductFormDialog
          product={dialog.kind === 'edit' ? dialog.product : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
