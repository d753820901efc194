import type { PendingPaymentRow } from '@maziwa/contracts';
import {
  Button,
  DataTable,
  LinkButton,
  PaymentStatusBadge,
  formatDate,
  formatKsh,
  formatMoney,
  paymentStatusLabel,
  usePermissionCheck,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';
import { paymentMethodText } from '../../../lib/payment-methods';
import { PayslipLink } from '../../../lib/payslip-link';

export interface PendingPaymentsTableProps {
  /** The current page. */
  payments: PendingPaymentRow[];
  /** Paging and sort on the server (usePendingPayments().server). */
  server: DataTableServer;
  onProcess(payment: PendingPaymentRow): void;
  /** A farmer's name opens the payment's details. */
  onView?(payment: PendingPaymentRow): void;
}

const getRowId = (payment: PendingPaymentRow) => payment.id;

/** The amount due, or for a payment paid in part "Ksh 2,000.00 of 5,200.50 paid": the rest is still owed. */
export const amountDueText = (amount: number, payment: PendingPaymentRow) =>
  payment.amount_paid > 0
    ? `Ksh ${formatMoney(payment.amount_paid)} of ${formatMoney(amount)} paid`
    : formatKsh(amount);

/**
 * The Pending Payments table (docs/screens.md#pending-payments): one page from the server, a Payslip link per row,
 * and a Process button for those who may pay out (payments:process).
 */
export function PendingPaymentsTable({ payments, server, onProcess, onView }: PendingPaymentsTableProps) {
  const canProcess = usePermissionCheck()('payments:process');
  const columns = useMemo<DataTableColumn<PendingPaymentRow>[]>(() => {
    const actions: DataTableColumn<PendingPaymentRow> = {
      headerName: 'Actions',
      cellRenderer: (payment) => (
        // Every row says Payslip and Process; the farmer and due date tell them apart for screen readers.
        <>
          <PayslipLink paymentId={payment.id} name={`${payment.farmer_name} due ${formatDate(payment.due_date)}`} />{' '}
          {canProcess && (
            <Button
              variant="ghost"
              size="small"
              aria-label={`Process ${payment.farmer_name} due ${formatDate(payment.due_date)}`}
              onClick={() => onProcess(payment)}
            >
              Process
            </Button>
          )}
        </>
      ),
      export: false,
      sortable: false,
      width: 170,
    };
    return [
      {
        field: 'farmer_name',
        headerName: 'Farmer Name',
        flex: 1.5,
        // The name stays the cell's text (and export); with onView it opens the payment.
        ...(onView && {
          cellRenderer: (payment: PendingPaymentRow) => (
            <LinkButton onClick={() => onView(payment)}>{payment.farmer_name}</LinkButton>
          ),
        }),
      },
      { field: 'member_number', headerName: 'Member Number' },
      // The report names the amount due fatContent (docs/screens.md#pending-payments).
      {
        field: 'fatContent',
        headerName: 'Total Amount Due',
        valueFormatter: (amount, payment) => amountDueText(amount as number, payment),
      },
      { field: 'due_date', headerName: 'Date Due', valueFormatter: (day) => formatDate(day as string) },
      {
        field: 'payment_method',
        headerName: 'Payment Method',
        valueFormatter: (method) => paymentMethodText(method as string),
      },
      {
        headerName: 'Payment Status',
        valueGetter: (payment) => payment.payment_status,
        valueFormatter: (status) => paymentStatusLabel(status as string),
        // A failed M-Pesa payout says why beside the status ("M-Pesa float insufficient").
        cellRenderer: (payment) => (
          <>
            <PaymentStatusBadge status={payment.payment_status} />
            {payment.payout_failure && <small>{` ${payment.payout_failure}`}</small>}
          </>
        ),
        sortField: 'payment_status',
      },
      actions,
    ];
  }, [onProcess, canProcess, onView]);

  return (
    <DataTable
      ariaLabel="Pending payments"
      rows={payments}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No pending payments."
    />
  );
}
