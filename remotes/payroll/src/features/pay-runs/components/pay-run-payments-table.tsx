import type { ServerList } from '@maziwa/api-client';
import {
  PaymentStatusBadge,
  ServerListTable,
  formatKsh,
  formatLitres,
  paymentStatusLabel,
  type DataTableColumn,
} from '@maziwa/ui';
import { PayslipLink } from '../../../lib/payslip-link';
import type { PayRunPaymentRow } from '../api/get-pay-run-payments';

const money = (amount: unknown) => formatKsh(amount as number);

const columns: DataTableColumn<PayRunPaymentRow>[] = [
  { field: 'farmer_name', headerName: 'Farmer', flex: 1.5, sortable: false },
  { field: 'member_number', headerName: 'Member Number', sortable: false },
  { field: 'litres', headerName: 'Litres', valueFormatter: (litres) => formatLitres(litres as number) },
  { field: 'rate_per_litre', headerName: 'Rate', valueFormatter: money, sortable: false },
  { field: 'gross_amount', headerName: 'Gross', valueFormatter: money, sortable: false },
  { field: 'adjustments', headerName: 'Adjustments', valueFormatter: money, sortable: false },
  { field: 'deductions', headerName: 'Deductions', valueFormatter: money, sortable: false },
  { field: 'amount_due', headerName: 'Net', valueFormatter: money },
  {
    field: 'status',
    headerName: 'Status',
    valueFormatter: (status) => paymentStatusLabel(status as string),
    cellRenderer: (payment) => <PaymentStatusBadge status={payment.status} />,
  },
  {
    headerName: 'Payslip',
    cellRenderer: (payment) => (
      <PayslipLink paymentId={payment.id} name={payment.farmer_name || payment.member_number} />
    ),
    export: false,
    sortable: false,
  },
];

const getRowId = (payment: PayRunPaymentRow) => payment.id;

/** A pay run's payments, one page from the server, each with a link to its payslip. */
export function PayRunPaymentsTable({ list }: { list: ServerList<PayRunPaymentRow> }) {
  return (
    <ServerListTable
      list={list}
      errorText="Failed to fetch payments"
      ariaLabel="Payments of this pay run"
      columns={columns}
      getRowId={getRowId}
      emptyMessage="No farmer had accepted milk in this period."
    />
  );
}
