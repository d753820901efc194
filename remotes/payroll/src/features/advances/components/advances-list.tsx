import type { ServerList } from '@maziwa/api-client';
import {
  ConfirmDialog,
  ServerListTable,
  RowActions,
  formatDate,
  formatKsh,
  showToast,
  usePermissionCheck,
  type DataTableColumn,
} from '@maziwa/ui';
import { useMemo, useState } from 'react';
import { useDeleteAdvance, type Advance } from '../api/advances';

const money = (value: unknown) => formatKsh(value as number);
const farmerOf = (advance: Advance) => advance.farmer_name ?? advance.member_id ?? 'Farmer';

/** The advances table (date, farmer, amount, what remains, reason) with Delete for payments:create. */
export function AdvancesList({ list }: { list: ServerList<Advance> }) {
  const remove = useDeleteAdvance();
  const [deleting, setDeleting] = useState<Advance | null>(null);
  const mayDelete = usePermissionCheck()('payments:create');
  const close = () => {
    remove.reset();
    setDeleting(null);
  };

  const columns = useMemo<DataTableColumn<Advance>[]>(() => {
    const shown: DataTableColumn<Advance>[] = [
      { field: 'advanced_on', headerName: 'Date', valueFormatter: (day) => formatDate(day as string) },
      { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
      { field: 'member_id', headerName: 'Member Number' },
      { field: 'amount', headerName: 'Amount', valueFormatter: money },
      { field: 'remaining', headerName: 'Remaining', valueFormatter: money },
      { field: 'reason', headerName: 'Reason', sortable: false, flex: 2 },
    ];
    if (!mayDelete) return shown;
    return [
      ...shown,
      {
        headerName: 'Actions',
        cellRenderer: (advance) => (
          <RowActions
            name={`${farmerOf(advance)} of ${formatDate(advance.advanced_on)}`}
            actions={[{ label: 'Delete', permission: 'payments:create', onClick: () => setDeleting(advance) }]}
          />
        ),
        export: false,
        width: 110,
      },
    ];
  }, [mayDelete]);

  return (
    <>
      <ServerListTable
        list={list}
        errorText="Failed to fetch advances"
        ariaLabel="Advances"
        columns={columns}
        getRowId={(advance) => advance.id}
        emptyMessage="No advances."
      />
      {deleting && (
        <ConfirmDialog
          title={`Delete the advance to ${farmerOf(deleting)}?`}
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showToast({ message: `Advance to ${farmerOf(deleting)} deleted` });
                close();
              },
            })
          }
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
        >
          {formatKsh(deleting.amount)} given on {formatDate(deleting.advanced_on)}: {deleting.reason}
        </ConfirmDialog>
      )}
    </>
  );
}
