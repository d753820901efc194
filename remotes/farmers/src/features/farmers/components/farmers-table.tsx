import type { FarmerProfileRow } from '@maziwa/contracts';
import {
  DataTable,
  EDIT_PERSON_PERMISSIONS,
  LinkButton,
  PaymentStatusBadge,
  RowActions,
  formatDate,
  formatNumber,
  paymentStatusLabel,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';

export interface FarmersTableProps {
  /** The current page. */
  farmers: FarmerProfileRow[];
  /** Paging and sort on the server (useFarmers().server). */
  server: DataTableServer;
  /** A farmer's name, and View, open their page. */
  onView?(farmer: FarmerProfileRow): void;
  /** Edit of a row (shown to those who may change people). */
  onEdit?(farmer: FarmerProfileRow): void;
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

/** The Farmer Profiles table: one page from the server, sorted by the API; View and Edit per row. */
export function FarmersTable({ farmers, server, onView, onEdit }: FarmersTableProps) {
  // The name stays the cell's text (and export); with onView it is a button opening the farmer.
  const shown = useMemo(() => {
    const withName = columns.map((column) =>
      onView && column.field === 'farmer_name'
        ? {
            ...column,
            cellRenderer: (farmer: FarmerProfileRow) => (
              <LinkButton onClick={() => onView(farmer)}>{farmer.farmer_name}</LinkButton>
            ),
          }
        : column,
    );
    if (!onView && !onEdit) return withName;
    const actions: DataTableColumn<FarmerProfileRow> = {
      headerName: 'Actions',
      cellRenderer: (farmer) => (
        <RowActions
          name={farmer.farmer_name}
          actions={[
            ...(onView ? [{ label: 'View', onClick: () => onView(farmer) }] : []),
            ...(onEdit ? [{ label: 'Edit', permission: EDIT_PERSON_PERMISSIONS, onClick: () => onEdit(farmer) }] : []),
          ]}
        />
      ),
      export: false,
      width: 160,
    };
    return [...withName, actions];
  }, [onView, onEdit]);
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
