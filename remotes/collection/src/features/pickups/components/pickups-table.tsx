import type { PickupManagementRow } from '@maziwa/contracts';
import { DataTable, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface PickupsTableProps {
  /** The current page. */
  rows: PickupManagementRow[];
  server: DataTableServer;
}

const getRowId = (row: PickupManagementRow) => row.id;
const amount = (value: unknown) => formatNumber(value as number);

const columns: DataTableColumn<PickupManagementRow>[] = [
  { field: 'center_name', headerName: 'Center Name' },
  { field: 'total_weight', headerName: 'Total Weight (KG)', valueFormatter: amount },
  {
    headerName: 'QA Agents',
    valueGetter: (row) => row.qa_agents ?? [],
    valueFormatter: (agents) => ((agents as string[]).length > 0 ? (agents as string[]).join(', ') : 'N/A'),
    sortable: false,
  },
  { field: 'farmers_processed', headerName: 'Farmers Processed', valueFormatter: amount },
  { field: 'handed_over_weight', headerName: 'Handed Over Weight (KG)', valueFormatter: amount },
  { field: 'rejected_weight', headerName: 'Rejected Weight (KG)', valueFormatter: amount },
];

/** The Pickup Management table (docs/screens.md#pickup-management): a centre's handover, its weights, QA agents and farmers. */
export function PickupsTable({ rows, server }: PickupsTableProps) {
  return (
    <DataTable
      ariaLabel="Pickups"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No pickups found."
    />
  );
}
