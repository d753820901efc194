import { useOrgId } from '@maziwa/api-client';
import {
  Button,
  Can,
  ConfirmDialog,
  type DataTableColumn,
  ExportDataButton,
  formatDate,
  lazyDialog,
  Panel,
  ServerListTable,
  RowActions,
  showToast,
  usePermissionCheck,
} from '@maziwa/ui';
import { useMemo, useState } from 'react';
import { useDeleteQualityAdjustment, useQualityAdjustments, type QualityAdjustment } from '../api/quality-adjustments';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const QualityAdjustmentDialog = lazyDialog(() =>
  import('./quality-adjustment-dialog').then((module) => module.QualityAdjustmentDialog),
);

type Open = { action: 'add' } | { action: 'edit' | 'delete'; rule: QualityAdjustment };

const day = (value: unknown) => (value ? formatDate(value as string) : 'No end');

/** The Rates page's quality rules (label, period) with Add, Edit and Delete for payments:update, and Export Data. */
export function QualityAdjustmentsSection() {
  const list = useQualityAdjustments(useOrgId());
  const remove = useDeleteQualityAdjustment();
  const [open, setOpen] = useState<Open | null>(null);
  const mayChange = usePermissionCheck()('payments:update');
  const close = () => {
    remove.reset();
    setOpen(null);
  };

  const columns = useMemo<DataTableColumn<QualityAdjustment>[]>(() => {
    const shown: DataTableColumn<QualityAdjustment>[] = [
      // Sorted by measure, exported as the words shown.
      { field: 'label', headerName: 'Rule', sortField: 'measure', exportField: 'label', flex: 2 },
      { field: 'effective_from', headerName: 'Effective From', valueFormatter: day },
      { field: 'effective_to', headerName: 'Effective To', valueFormatter: day },
    ];
    if (!mayChange) return shown;
    return [
      ...shown,
      {
        headerName: 'Actions',
        cellRenderer: (rule) => (
          <RowActions
            name={rule.label}
            actions={[
              { label: 'Edit', permission: 'payments:update', onClick: () => setOpen({ action: 'edit', rule }) },
              { label: 'Delete', permission: 'payments:update', onClick: () => setOpen({ action: 'delete', rule }) },
            ]}
          />
        ),
        export: false,
        width: 170,
      },
    ];
  }, [mayChange]);

  return (
    <Panel
      title="Quality Adjustments"
      note="Added to (or taken off) the rate for milk whose own test meets the rule; every rule in force applies."
      actions={
        <>
          <Can permission="payments:update">
            <Button onClick={() => setOpen({ action: 'add' })}>Add Quality Adjustment</Button>
          </Can>
          <ExportDataButton list={list} fileName="quality-adjustments.csv" />
        </>
      }
    >
      <ServerListTable
        list={list}
        errorText="Failed to fetch quality adjustments"
        ariaLabel="Quality adjustments"
        columns={columns}
        getRowId={(rule) => rule.id}
        emptyMessage="No quality adjustments."
      />
      {open?.action === 'add' && <QualityAdjustmentDialog onClose={close} />}
      {open?.action === 'edit' && <QualityAdjustmentDialog rule={open.rule} onClose={close} />}
      {open?.action === 'delete' && (
        <ConfirmDialog
          title={`Delete ${open.rule.label}?`}
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(open.rule.id, {
              onSuccess: () => {
                showToast({ message: `Quality adjustment ${open.rule.label} deleted` });
                close();
              },
            })
          }
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
        >
          Pay not yet approved no longer gets it. Pay already approved keeps it.
        </ConfirmDialog>
      )}
    </Panel>
  );
}
