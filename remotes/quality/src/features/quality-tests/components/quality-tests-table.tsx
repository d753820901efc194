import type { QualityTestRow } from '@maziwa/contracts';
import { DataTable, formatDate, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { RESULT_LABELS, TestResultBadge } from './test-result-badge';

export interface QualityTestsTableProps {
  /** The current page. */
  rows: QualityTestRow[];
  server: DataTableServer;
}

const getRowId = (row: QualityTestRow) => row.id;

const columns: DataTableColumn<QualityTestRow>[] = [
  { field: 'test_date', headerName: 'Test Date', valueFormatter: (value) => formatDate(value as string) },
  { field: 'collection_center', headerName: 'Collection Center' },
  { field: 'qa_agent', headerName: 'QA Agent', valueFormatter: (value) => (value ? String(value) : 'N/A') },
  { field: 'batch_number', headerName: 'Batch Number' },
  {
    headerName: 'Overall Result',
    valueGetter: (row) => row.overall_result,
    valueFormatter: (value) => RESULT_LABELS[value as QualityTestRow['overall_result']] ?? String(value),
    cellRenderer: (row) => <TestResultBadge result={row.overall_result} />,
    sortField: 'overall_result',
  },
];

/** The Quality Tests table (docs/screens.md#quality-tests): test date, centre, QA agent, batch, overall result. */
export function QualityTestsTable({ rows, server }: QualityTestsTableProps) {
  return (
    <DataTable
      ariaLabel="Quality tests"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No quality tests found."
    />
  );
}
