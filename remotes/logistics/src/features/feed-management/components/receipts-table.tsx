import {
  DataTable,
  formatDate,
  formatMoney,
  formatNumber,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { ReceiptRow } from '../api/feed-receipts';
import { categoryLabel } from '../model/feed-text';

export interface ReceiptsTableProps {
  receipts: ReceiptRow[];
  server: DataTableServer;
}

const getRowId = (receipt: ReceiptRow) => receipt.id;

/** Stock received: when, what, how many, at what cost and from whom. */
export function ReceiptsTable({ receipts, server }: ReceiptsTableProps) {
  const columns = useMemo<DataTableColumn<ReceiptRow>[]>(
    () => [
      {
        field: 'received_on',
        headerName: 'Date Received',
        valueFormatter: (value) => formatDate(String(value)),
        sortField: 'received_on',
      },
      { field: 'product_name', headerName: 'Product', flex: 2, sortField: 'product_name' },
      {
        field: 'category',
        headerName: 'Category',
        valueFormatter: (value) => categoryLabel(String(value ?? '')),
        sortField: 'category',
      },
      {
        field: 'quantity',
        headerName: 'Quantity',
        valueFormatter: (value, receipt) => `${formatNumber(Number(value))} ${receipt.unit}`,
        sortField: 'quantity',
      },
      {
        field: 'unit_cost',
        headerName: 'Unit Cost (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
        sortField: 'unit_cost',
      },
      {
        field: 'total_cost',
        headerName: 'Total Cost (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
        sortField: 'total_cost',
      },
      { field: 'supplier_name', headerName: 'Supplier', sortField: 'supplier_name' },
      { field: 'notes', headerName: 'Notes', sortable: false },
    ],
    [],
  );
  return (
    <DataTable
      ariaLabel="Stock received"
      rows={receipts}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No stock received yet."
    />
  );
}
