import type { CompletedPaymentRow } from '@maziwa/contracts';
import { DataTable, LinkButton, PaymentStatusBadge, formatDate, formatKsh, paymentStatusLabel, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { paymentMethodText } from '../../../lib/payment-methods';
import { PayslipLink } from '../../../lib/payslip-link';

export interface CompletedPaymentsTableProps {
  /** The current page. */
  payments: CompletedPaymentRow[];
  /** Paging and sort on the server (useCompletedPayments().server). */
  server: DataTableServer;
  /** A farmer's name opens the payment's details. */
  onView?(payment: CompletedPaymentRow): void;
}

const getRowId = (payment: CompletedPaymentRow) => payment.id;

const columns: DataTableColumn<CompletedPaymentRow>[] = [
  { field: 'payment_date', headerName: 'Payment Date', valueFormatter: (day) => formatDate(day as string) },
  { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
  { field: 'member_id', headerName: 'Member Number' },
  { field: 'amount_paid', headerName: 'Amount Paid', valueFormatter: (amount) => formatKsh(amount as number) },
  { field: 'payment_method', headerName: 'Payment Method', valueFormatter: (method) => paymentMethodText(method as string) },
  { field: 'transaction_reference', headerName: 'Transaction Reference' },
  {
    headerName: 'Payment Status',
    valueGetter: (payment) => payment.payment_status,
    valueFormatter: (status) => paymentStatusLabel(status as string),
    cellRenderer: (payment) => <PaymentStatusBadge status={payment.payment_status} />,
    // Every row is completed: nothing to sort by.
    sortable: false,
  },
  {
    headerName: 'Actions',
    // A reversal entry's id is its payout; its payslip is the reversed payment's (payment_id).
    cellRenderer: (payment) => (
      <PayslipLink paymentId={payment.payment_id ?? payment.id} name={`${payment.farmer_name} paid ${formatDate(payment.payment_date)}`} />
    ),
    export: false,
    sortable: false,
    width: 110,
  },
];

/** The Completed Payments table (docs/screens.md#completed-payments): one page from the server. */
export function CompletedPaymentsTable({ payments, server, onView }: CompletedPaymentsTableProps) {
  // The name stays the cell's text (and export); with onView it opens the payment.
  const shown = useMemo(
    () =>
      onView
        ? columns.map((column) =>
            column.field === 'farmer_name'
              ? { ...column, cellRenderer: (payment: CompletedPaymentRow) => <LinkButton onClick={() => onView(payment)}>{payment.farmer_name}</LinkButton> }
              : column,
          )
        : columns,
    [onView],
  );
  return (
    <DataTable
      ariaLabel="Completed payments"
      rows={payments}
      columns={shown}
      getRowId={getRowId}
      server={server}
      emptyMessage="No completed payments."
    />
  );
}
