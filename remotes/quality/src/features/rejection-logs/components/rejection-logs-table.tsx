import type { RejectionLogRow } from '@maziwa/contracts';
import { DataTable, formatDate, formatNumber, type DataTableColumn, type DataTableServer } from '@maziwa/ui';

export interface RejectionLogsTableProps {
  /** The current page. */
  rows: RejectionLogRow[];
  server: DataTableServer;
}

const getRowId = (row: RejectionLogRow) => row.id;

const columns: DataTableColumn<RejectionLogRow>[] = [
  { field: 'date', headerName: 'Date', valueFormatter: (value) => formatDate(value as string) },
  { field: 'collection_center', headerName: 'Collection Center' },
  { field: 'qa_agent', headerName: 'QA Agent', valueFormatter: (value) => (value ? String(value) : 'N/A') },
  { field: 'reason', headerName: 'Reason' },
  { field: 'farmer_name', headerName: 'Farmer Name' },
  { field: 'weight', headerName: 'Weight (KG)', valueFormatter: (value) => formatNumber(value as number) },
  { field: 'batch_number', headerName: 'Batch Number' },
];

/** The Rejection Logs table (docs/screens.md#rejection-logs): date, centre, QA agent, reason, farmer, weight, batch. */
export function RejectionLogsTable({ rows, server }: RejectionLogsTableProps) {
  return (
    <DataTable
      ariaLabel="Rejection logs"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No rejections found."
    />
  );
}
