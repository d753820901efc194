import { useOrgId } from '@maziwa/api-client';
import {
  Button,
  Can,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ExportDataButton,
  formatDate,
  formatKsh,
  lazyDialog,
  Panel,
  QueryState,
  RowActions,
  showToast,
  usePermissionCheck,
} from '@maziwa/ui';
import { useMemo, useState } from 'react';
import { usePayRates, type PayRate, type PayRateGroup } from '../api/get-pay-rates';
import { useDeletePayRate } from '../api/save-pay-rate';
import { rateOwner } from '../model/rate-owner';

// The form downloads when first opened (lazyDialog): the page loads without the form kit.
const PayRateDialog = lazyDialog(() => import('./pay-rate-dialog').then((module) => module.PayRateDialog));

const TEXT: Record<
  PayRateGroup,
  {
    title: string;
    noun: string;
    description: string;
    table: string;
    empty: string;
    usualRows: number;
    /** Export Data's file. */
    fileName: string;
  }
> = {
  farmer: {
    title: 'Farmer Rates',
    noun: 'Farmer Rate',
    // Which rate wins is the page's own description (rates-page.tsx): it is about all of them.
    description: "A farmer's own rate: standing, or special for a period.",
    table: 'Farmer rates',
    empty: 'No farmer rates.',
    // Rows the table usually shows, held while it loads: a page of them (most farms have many)...
    usualRows: 10,
    fileName: 'farmer-rates.csv',
  },
  route: {
    title: 'Route Rates',
    noun: 'Route Rate',
    description: 'Paid to every farmer of the route who has no rate of their own.',
    table: 'Route rates',
    empty: 'No route rates.',
    // ...and one for routes (a few per organisation). Too many would shift the page up instead.
    usualRows: 1,
    fileName: 'route-rates.csv',
  },
};

const money = (value: unknown) => formatKsh(value as number);
const day = (value: unknown) => (value ? formatDate(value as string) : 'Until replaced');

type Open = { action: 'add' } | { action: 'edit' | 'delete'; rate: PayRate };

/**
 * One table of the Rates page (a farmer's rates, or a route's) with Add, Edit and Delete for
 * payments:update, and Export Data of the whole table.
 */
export function PayRatesSection({ group }: { group: PayRateGroup }) {
  const text = TEXT[group];
  const list = usePayRates(useOrgId(), group);
  const remove = useDeletePayRate();
  const [open, setOpen] = useState<Open | null>(null);
  const mayChange = usePermissionCheck()('payments:update');
  const close = () => {
    remove.reset();
    setOpen(null);
  };

  const columns = useMemo<DataTableColumn<PayRate>[]>(() => {
    const owner: DataTableColumn<PayRate>[] =
      group === 'route'
        ? [{ field: 'route_name', headerName: 'Route', flex: 1.5 }]
        : [
            { field: 'farmer_name', headerName: 'Farmer Name', flex: 1.5 },
            { field: 'member_id', headerName: 'Member Number' },
            {
              field: 'kind',
              headerName: 'Type',
              valueFormatter: (kind) => (kind === 'farmer_special' ? 'Special' : 'Standing'),
              // The export writes the same word.
              exportField: 'type_label',
            },
          ];
    const shown: DataTableColumn<PayRate>[] = [
      ...owner,
      { field: 'rate_per_litre', headerName: 'Rate per Litre', valueFormatter: money },
      { field: 'effective_from', headerName: 'Effective From', valueFormatter: day },
      ...(group === 'route'
        ? []
        : [{ field: 'effective_to', headerName: 'Effective To', valueFormatter: day } as DataTableColumn<PayRate>]),
      { field: 'notes', headerName: 'Notes', sortable: false, flex: 1.5 },
    ];
    if (!mayChange) return shown;
    return [
      ...shown,
      {
        headerName: 'Actions',
        cellRenderer: (rate) => (
          <RowActions
            name={`${rateOwner(rate)} from ${formatDate(rate.effective_from)}`}
            actions={[
              { label: 'Edit', permission: 'payments:update', onClick: () => setOpen({ action: 'edit', rate }) },
              { label: 'Delete', permission: 'payments:update', onClick: () => setOpen({ action: 'delete', rate }) },
            ]}
          />
        ),
        export: false,
        width: 170,
      },
    ];
  }, [group, mayChange]);

  return (
    <Panel
      title={text.title}
      note={text.description}
      actions={
        <>
          <Can permission="payments:update">
            <Button onClick={() => setOpen({ action: 'add' })}>Add {text.noun}</Button>
          </Can>
          <ExportDataButton list={list} fileName={text.fileName} />
        </>
      }
    >
      {/* The Rates page stacks four sections: while loading, this one keeps its usual height so those below stay put. */}
      <QueryState
        isLoading={list.isLoading}
        error={list.error}
        loadingText="Loading ..."
        errorText="Failed to fetch pay rates"
        reserveRows={text.usualRows}
      >
        <DataTable
          ariaLabel={text.table}
          rows={list.rows}
          columns={columns}
          getRowId={(rate) => rate.id}
          server={list.server}
          emptyMessage={text.empty}
        />
      </QueryState>
      {open?.action === 'add' && <PayRateDialog group={group} onClose={close} />}
      {open?.action === 'edit' && <PayRateDialog group={group} rate={open.rate} onClose={close} />}
      {open?.action === 'delete' && (
        <ConfirmDialog
          title={`Delete the rate of ${rateOwner(open.rate)}?`}
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(open.rate.id, {
              onSuccess: () => {
                showToast({ message: `Rate of ${rateOwner(open.rate)} deleted` });
                close();
              },
            })
          }
          pending={remove.isPending}
          error={remove.error}
          onClose={close}
        >
          {formatKsh(open.rate.rate_per_litre)} per litre from {formatDate(open.rate.effective_from)}. Pay already
          approved keeps it.
        </ConfirmDialog>
      )}
    </Panel>
  );
}
