import type { CompletedPaymentRow } from '@maziwa/contracts';
import {
  Button,
  DataTable,
  LinkButton,
  PaymentStatusBadge,
  StatusBadge,
  formatDate,
  formatKsh,
  paymentStatusLabel,
  usePermissionCheck,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
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
  /** A payment row's Reverse, for those who may pay out (payments:process). */
  onReverse?(payment: CompletedPaymentRow): void;
}

const getRowId = (payment: CompletedPaymentRow) => payment.id;
const isReversal = (payment: CompletedPaymentRow) => payment.entry === 'reversal';

/** The words of the status column: a reversal entry is marked as one, whatever its status. */
const statusText = (payment: CompletedPaymentRow) =>
  isReversal(payment) ? 'Reversal' : paymentStatusLabel(payment.payment_status);

const columns: DataTableColumn<CompletedPaymentRow>[] = [
  { field: 'payment_date', headerName: 'Payment Date', valueFormatter: (day) => formatDate(day as string) },
  { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
  { field: 'member_id', headerName: 'Member Number' },
  // A reversal's amount is negative: the money came back into the payout account.
  { field: 'amount_paid', headerName: 'Amount Paid', valueFormatter: (amount) => formatKsh(amount as number) },
  {
    field: 'payment_method',
    headerName: 'Payment Method',
    valueFormatter: (method) => paymentMethodText(method as string),
  },
  { field: 'transaction_reference', headerName: 'Transaction Reference' },
  {
    headerName: 'Payment Status',
    valueGetter: statusText,
    cellRenderer: (payment) =>
      isReversal(payment) ? (
        <StatusBadge label="Reversal" tone="warning" />
      ) : (
        <PaymentStatusBadge status={payment.payment_status} />
      ),
    sortable: false,
  },
];

/**
 * The Completed Payments table (docs/screens.md#completed-payments): one page from the server, payments and
 * reversal entries; each row links to its payslip (a reversal's is the reversed payment's),
 * and a payment row has Reverse for those who may pay out.
 */
/** A payment that moved money and was not taken back yet (the API refuses the others). */
const canBeReversed = (payment: CompletedPaymentRow) => !payment.reversed && payment.amount_paid > 0;

export function CompletedPaymentsTable({ payments, server, onView, onReverse }: CompletedPaymentsTableProps) {
  const canReverse = usePermissionCheck()('payments:process') && onReverse !== undefined;
  const shown = useMemo<DataTableColumn<CompletedPaymentRow>[]>(() => {
    const actions: DataTableColumn<CompletedPaymentRow> = {
      headerName: 'Actions',
      // Every row says Payslip (and Reverse); the farmer and day tell them apart for screen readers.
      cellRenderer: (payment) => {
        const name = `${payment.farmer_name} paid ${formatDate(payment.payment_date)}`;
        return (
          <>
            <PayslipLink paymentId={payment.payment_id} name={name} />{' '}
            {canReverse && canBeReversed(payment) && (
              <Button variant="ghost" size="small" aria-label={`Reverse ${name}`} onClick={() => onReverse?.(payment)}>
                Reverse
              </Button>
            )}
          </>
        );
      },
      export: false,
      sortable: false,
      width: canReverse ? 170 : 110,
    };
    // The name stays the cell's text (and export); with onView it opens the payment.
    const named = onView
      ? columns.map((column) =>
          column.field === 'farmer_name'
            ? {
                ...column,
                cellRenderer: (payment: CompletedPaymentRow) => (
                  <LinkButton onClick={() => onView(payment)}>{payment.farmer_name}</LinkButton>
                ),
              }
            : column,
        )
      : columns;
    return [...named, actions];
  }, [onView, onReverse, canReverse]);

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
