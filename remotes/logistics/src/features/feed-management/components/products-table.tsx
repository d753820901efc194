import {
  DataTable,
  formatMoney,
  formatNumber,
  RowActions,
  StatusBadge,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { ProductRow } from '../api/feed-products';
import { categoryLabel } from '../model/feed-text';

export interface ProductsTableProps {
  products: ProductRow[];
  server: DataTableServer;
  onEdit(product: ProductRow): void;
}

const getRowId = (product: ProductRow) => product.id;

/** Products: stock on hand against the reorder level (a Low stock badge below it), unit and price. */
export function ProductsTable({ products, server, onEdit }: ProductsTableProps) {
  const columns = useMemo<DataTableColumn<ProductRow>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 2, sortField: 'name' },
      {
        field: 'category',
        headerName: 'Category',
        valueFormatter: (value) => categoryLabel(String(value ?? '')),
        sortField: 'category',
      },
      { field: 'unit', headerName: 'Unit', sortField: 'unit' },
      {
        field: 'unit_price',
        headerName: 'Unit Price (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
        sortField: 'unit_price',
      },
      {
        headerName: 'Stock on Hand',
        sortField: 'stock_on_hand',
        exportField: 'stock_on_hand',
        // The badge is part of the value: a grid redraws a cell only when its value changes, and
        // a new reorder level changes the badge, not the figure.
        valueGetter: (product) => `${formatNumber(product.stock_on_hand)}${product.low_stock ? ' Low stock' : ''}`,
        cellRenderer: (product) => (
          <span className="feed-stock">
            {formatNumber(product.stock_on_hand)}
            {product.low_stock && <StatusBadge label="Low stock" tone="warning" />}
          </span>
        ),
      },
      {
        field: 'reorder_level',
        headerName: 'Reorder Level',
        valueFormatter: (value) => formatNumber(Number(value)),
        sortField: 'reorder_level',
      },
      {
        field: 'active',
        headerName: 'Status',
        sortField: 'active',
        valueFormatter: (value) => (value ? 'Active' : 'Inactive'),
        cellRenderer: (product) => (
          <StatusBadge label={product.active ? 'Active' : 'Inactive'} tone={product.active ? 'success' : 'neutral'} />
        ),
      },
      {
        headerName: 'Actions',
        export: false,
        sortable: false,
        cellRenderer: (product) => (
          <RowActions
            name={product.name}
            actions={[{ label: 'Edit', onClick: () => onEdit(product), permission: 'feed_store:update' }]}
          />
        ),
      },
    ],
    [onEdit],
  );
  return (
    <DataTable
      ariaLabel="Products"
      rows={products}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No products found."
    />
  );
}
