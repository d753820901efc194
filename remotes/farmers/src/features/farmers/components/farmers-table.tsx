import type { FarmerProfileRow } from '@maziwa/contracts';
import { DataTable, LinkButton, PaymentStatusBadge, formatDate, formatNumber, paymentStatusLabel, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';

export interface FarmersTableProps {
  /** The current page. */
  farmers: FarmerProfileRow[];
  /** Paging and sort on the server (useFarmers().server). */
  server: DataTableServer;
  /** A farmer's name opens their details. */
  onView?(farmer: FarmerProfileRow): void;
}

const getRowId = (farmer: FarmerProfileRow) => farmer.id;

// Module-level: the columns never change, so the grid never rebuilds them.
const columns: DataTableColumn<FarmerProfileRow>[] = [
  { field: 'member_number', headerName: 'Member Number' },
  { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
  {
    field: 'date_of_last_collection',
    headerName: 'Date of Last Collection',
    valueFormatter: (day) => formatDate(day as string | null),
  },
  {
    field: 'quantity_supplied',
    headerName: 'Quantity Supplied (L)',
    valueFormatter: (litres) => formatNumber(litres as number),
  },
  {
    field: 'average_quality_score',
    headerName: 'Average Quality Score',
    valueFormatter: (score) => formatNumber(score as number | null, 1),
  },
  {
    headerName: 'Payment Status',
    valueGetter: (farmer) => farmer.payment_status,
    valueFormatter: (status) => paymentStatusLabel(status as string | null),
    cellRenderer: (farmer) => <PaymentStatusBadge status={farmer.payment_status} />,
    sortField: 'payment_status',
  },
];

/** The Farmer Profiles table: one page from the server, sorted by the API. */
export function FarmersTable({ farmers, server, onView }: FarmersTableProps) {
  // The name stays the cell's text (and export); with onView it is a button opening the details.
  const shown = useMemo(
    () =>
      onView
        ? columns.map((column) =>
            column.field === 'farmer_name'
              ? {
                  ...column,
                  cellRenderer: (farmer: FarmerProfileRow) => (
                    <LinkButton onClick={() => onView(farmer)}>{farmer.farmer_name}</LinkButton>
                  ),
                }
              : column,
          )
        : columns,
    [onView],
  );
  return (
    <DataTable
      ariaLabel="Farmers"
      rows={farmers}
      columns={shown}
      getRowId={getRowId}
      server={server}
      emptyMessage="No farmers found."
    />
  );
}
