import type { PickupManagementRow } from '@maziwa/contracts';
import { DataTable, formatDate, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface PickupsTableProps {
  /** The current page. */
  rows: PickupManagementRow[];
  server: DataTableServer;
}

const getRowId = (row: PickupManagementRow) => row.id;
const amount = (value: unknown) => formatNumber(value as number);
// Shifts are named as Intake and Inventory name them.
const SHIFT_NAMES: Record<PickupManagementRow['shift'], string> = { morning: 'Morning', evening: 'Evening' };

const columns: DataTableColumn<PickupManagementRow>[] = [
  // The handover's day and shift in the organisation's zone, from the API: rows of one centre tell apart.
  { field: 'date', headerName: 'Date', valueFormatter: (value) => formatDate(value as string) },
  {
    field: 'shift',
    headerName: 'Shift',
    valueFormatter: (value) => SHIFT_NAMES[value as PickupManagementRow['shift']] ?? 'N/A',
  },
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

/** The Pickup Management table (docs/screens.md#pickup-management): a centre's handover on a day and shift, its weights, QA agents and farmers. */
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
