import type { RowOf } from '@maziwa/contracts';
import { DataTable, formatDate, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export type InventoryCentreDayRow = RowOf<'/reports/inventory-centre-days'>;

const litres = (value: unknown) => formatNumber(value as number);

const columns: DataTableColumn<InventoryCentreDayRow>[] = [
  { field: 'day', headerName: 'Date', valueFormatter: (value) => formatDate(value as string) },
  { field: 'centre_name', headerName: 'Collection Center', flex: 2 },
  { field: 'shift', headerName: 'Shift', valueFormatter: (value) => (value === 'morning' ? 'Morning' : 'Evening') },
  { field: 'deliveries', headerName: 'Deliveries' },
  { field: 'collected_litres', headerName: 'Collected (L)', valueFormatter: litres },
  { field: 'rejected_litres', headerName: 'Rejected (L)', valueFormatter: litres },
  { field: 'handed_over_litres', headerName: 'Handed Over (L)', valueFormatter: litres },
  { field: 'on_hand_litres', headerName: 'On Hand (L)', valueFormatter: litres },
];

/** Milk per collection centre, day and shift (docs/screens.md#inventory); paged and sorted by the API. */
export function CentreDaysTable({ rows, server }: { rows: InventoryCentreDayRow[]; server: DataTableServer }) {
  return (
    <DataTable
      ariaLabel="Milk per centre and day"
      rows={rows}
      columns={columns}
      getRowId={(row) => row.id}
      server={server}
      emptyMessage="No milk collected in this period."
    />
  );
}
