import type { PendingPaymentRow } from '@maziwa/contracts';
import { Button, DataTable, formatKsh, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { useMemo } from 'react';
import { formatDate, paymentMethodText } from '../../../lib/format';
import { PaymentStatusBadge, paymentStatusLabel } from '../../../lib/payment-status-badge';

export interface PendingPaymentsTableProps {
  /** The current page. */
  payments: PendingPaymentRow[];
  /** Paging and sort on the server (usePendingPayments().server). */
  server: DataTableServer;
  onProcess(payment: PendingPaymentRow): void;
}

const getRowId = (payment: PendingPaymentRow) => payment.id;

/** The Pending Payments table (spec 2.6): one page from the server, a Process button per row. */
export function PendingPaymentsTable({ payments, server, onProcess }: PendingPaymentsTableProps) {
  const columns = useMemo<DataTableColumn<PendingPaymentRow>[]>(
    () => [
      { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
      { field: 'member_number', headerName: 'Member Number' },
      // The report names the amount due fatContent (spec 3).
      { field: 'fatContent', headerName: 'Total Amount Due', valueFormatter: (amount) => formatKsh(amount as number) },
      { field: 'due_date', headerName: 'Date Due', valueFormatter: (day) => formatDate(day as string) },
      { field: 'payment_method', headerName: 'Payment Method', valueFormatter: (method) => paymentMethodText(method as string) },
      {
        headerName: 'Payment Status',
        valueGetter: (payment) => payment.payment_status,
        valueFormatter: (status) => paymentStatusLabel(status as string),
        cellRenderer: (payment) => <PaymentStatusBadge status={payment.payment_status} />,
        sortField: 'payment_status',
      },
      {
        headerName: 'Actions',
        cellRenderer: (payment) => (
          // Every row says Process; the farmer and due date tell them apart for screen readers.
          <Button
            variant="ghost"
            size="small"
            aria-label={`Process ${payment.farmer_name} due ${formatDate(payment.due_date)}`}
            onClick={() => onProcess(payment)}
          >
            Process
          </Button>
        ),
        export: false,
        sortable: false,
        width: 130,
      },
    ],
    [onProcess],
  );

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
