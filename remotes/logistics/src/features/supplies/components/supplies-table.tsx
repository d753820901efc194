import {
  DataTable,
  StatusBadge,
  formatDate,
  formatMoney,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import type { SupplyRow } from '../api/get-supplies';
import { capitalise, itemsText, supplyStatusTone } from '../model/supply-text';

/** A supply with its farmer's name: undefined while loading, null when it could not be had. */
export type SupplyTableRow = SupplyRow & { farmer_name?: string | null };

export interface SuppliesTableProps {
  /** The current page. */
  supplies: SupplyTableRow[];
  server: DataTableServer;
}

const getRowId = (supply: SupplyTableRow) => supply.id;

function farmerText({ farmer_name, producer }: SupplyTableRow): string {
  if (farmer_name) return farmer_name;
  if (farmer_name === undefined) return '…';
  // No name to be had: the member number still says who.
  return producer?.member_id || 'N/A';
}

/** The Supplies table: date, farmer, items, category, total cost and status of each supply. */
export function SuppliesTable({ supplies, server }: SuppliesTableProps) {
  const columns = useMemo<DataTableColumn<SupplyTableRow>[]>(
    () => [
      { headerName: 'Date', valueGetter: (supply) => formatDate(supply.timestamp), sortField: 'timestamp' },
      // The CSV's Farmer and Items columns are the API's farmer_name and items, written alike.
      { headerName: 'Farmer', valueGetter: farmerText, exportField: 'farmer_name' },
      { headerName: 'Items', valueGetter: (supply) => itemsText(supply.supply_items), flex: 2, exportField: 'items' },
      { field: 'supply_category', headerName: 'Category', valueFormatter: (value) => capitalise(String(value ?? '')) },
      {
        field: 'total_cost',
        headerName: 'Total Cost (Ksh)',
        valueFormatter: (value) => formatMoney(Number(value)),
      },
      {
        headerName: 'Status',
        valueGetter: (supply) => capitalise(supply.status),
        cellRenderer: (supply) => (
          <StatusBadge label={capitalise(supply.status)} tone={supplyStatusTone(supply.status)} />
        ),
        sortField: 'status',
      },
    ],
    [],
  );

  return (
    <DataTable
      ariaLabel="Supplies"
      rows={supplies}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No supplies found."
    />
  );
}
