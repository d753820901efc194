import { pagePath } from '@maziwa/contracts';
import {
  DataTable,
  formatDateTime,
  formatKsh,
  formatLitres,
  formatNumber,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { Link } from 'react-router-dom';
import type { PayRun } from '../api/pay-runs-keys';
import { formatPayPeriod } from '../model/pay-period';
import { PayRunStatusBadge, payRunStatusLabel } from './pay-run-status-badge';

export interface PayRunsTableProps {
  /** The current page. */
  runs: PayRun[];
  /** Paging and sort on the server (usePayRuns().server). */
  server: DataTableServer;
}

const money = (amount: unknown) => formatKsh(amount as number);
const who = (name: string | null, at: string | null) => (at ? `${name ?? 'N/A'}, ${formatDateTime(at)}` : 'N/A');

const columns: DataTableColumn<PayRun>[] = [
  {
    headerName: 'Period',
    valueGetter: (run) => formatPayPeriod(run.period_start, run.period_end),
    // The period opens the run: its payments, and Approve.
    cellRenderer: (run) => (
      <Link to={pagePath('/payroll/pay-runs/:id', { id: run.id })}>
        {formatPayPeriod(run.period_start, run.period_end)}
      </Link>
    ),
    sortField: 'period_end',
    // The export writes the period in the same words ("March 2026"), and Status, Computed and Approved as shown.
    exportField: 'period',
    flex: 1.3,
  },
  {
    field: 'status',
    headerName: 'Status',
    valueFormatter: (status) => payRunStatusLabel(status as string),
    cellRenderer: (run) => <PayRunStatusBadge status={run.status} />,
    exportField: 'status_label',
  },
  { field: 'farmers', headerName: 'Farmers', valueFormatter: (n) => formatNumber(n as number), sortable: false },
  {
    field: 'litres',
    headerName: 'Litres',
    valueFormatter: (litres) => formatLitres(litres as number),
    sortable: false,
  },
  { field: 'gross_amount', headerName: 'Gross', valueFormatter: money, sortable: false },
  { field: 'adjustments', headerName: 'Adjustments', valueFormatter: money, sortable: false },
  { field: 'deductions', headerName: 'Deductions', valueFormatter: money, sortable: false },
  { field: 'net_amount', headerName: 'Net', valueFormatter: money },
  { field: 'paid_amount', headerName: 'Paid', valueFormatter: money, sortable: false },
  {
    headerName: 'Computed',
    valueGetter: (run) => who(run.computed_by_name, run.computed_at),
    sortField: 'computed_at',
    exportField: 'computed',
    flex: 1.5,
  },
  {
    headerName: 'Approved',
    valueGetter: (run) => who(run.approved_by_name, run.approved_at),
    sortable: false,
    exportField: 'approved',
    flex: 1.5,
  },
];

const getRowId = (run: PayRun) => run.id;

/** The Pay Runs table: one page from the server, newest period first; a period opens its run. */
export function PayRunsTable({ runs, server }: PayRunsTableProps) {
  return (
    <DataTable
      ariaLabel="Pay runs"
      rows={runs}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No pay runs yet."
    />
  );
}
