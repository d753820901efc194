import type { ServerList } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { lazyDialog, QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { DeleteScheduleDialog } from './delete-schedule-dialog';
import { ScheduleDetailsDialog } from './schedule-details-dialog';
import { ScheduleSelectionProvider, useScheduleSelectionState } from './schedule-selection';
import { ScheduleTable, type ScheduleAction } from './schedule-table';
import { ScheduleToolbar } from './schedule-toolbar';

// The forms download when first opened (lazyDialog): the list loads without the form kit.
const AssignDriversDialog = lazyDialog(() =>
  import('./assign-drivers-dialog').then((module) => module.AssignDriversDialog),
);
const EditScheduleDialog = lazyDialog(() =>
  import('./edit-schedule-dialog').then((module) => module.EditScheduleDialog),
);
const RescheduleDialog = lazyDialog(() => import('./reschedule-dialog').then((module) => module.RescheduleDialog));

export interface ScheduleListProps {
  /** The page's schedule (useCollectionSchedule), shared with its Export Data button. */
  list: ServerList<CollectionScheduleRow>;
}

type OpenDialog =
  | { action: ScheduleAction; row: CollectionScheduleRow }
  | { action: 'assign' | 'reschedule'; rows: CollectionScheduleRow[] };

/**
 * The Collection Schedule: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), Select All and the
 * actions on the ticked trips, the table (one page from the server) and its dialogs.
 *
 * @example
 * const schedule = useCollectionSchedule(orgId, useFilterParams(filters));
 * <ScheduleList list={schedule} />
 */
export function ScheduleList({ list }: ScheduleListProps) {
  const selection = useScheduleSelectionState();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Stable, so the table's columns are not rebuilt on every render.
  const onAction = useCallback((action: ScheduleAction, row: CollectionScheduleRow) => setDialog({ action, row }), []);
  const close = useCallback(() => setDialog(null), []);
  const { clear } = selection;
  const clearAll = useCallback(() => clear(), [clear]);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading collections..."
      errorText="Failed to fetch collections"
    >
      <ScheduleSelectionProvider value={selection}>
        <ScheduleToolbar
          rows={list.rows}
          selection={selection}
          onAssignDrivers={() => setDialog({ action: 'assign', rows: selection.rows })}
          onReschedule={() => setDialog({ action: 'reschedule', rows: selection.rows })}
        />
        <ScheduleTable rows={list.rows} server={list.server} onAction={onAction} />
      </ScheduleSelectionProvider>
      {dialog?.action === 'edit' && <EditScheduleDialog row={dialog.row} onClose={close} />}
      {dialog?.action === 'view' && <ScheduleDetailsDialog row={dialog.row} onClose={close} />}
      {dialog?.action === 'delete' && (
        <DeleteScheduleDialog row={dialog.row} onClose={close} onDeleted={() => clear([dialog.row.id])} />
      )}
      {dialog?.action === 'assign' && <AssignDriversDialog rows={dialog.rows} onClose={close} onSaved={clearAll} />}
      {dialog?.action === 'reschedule' && <RescheduleDialog rows={dialog.rows} onClose={close} onSaved={clearAll} />}
    </QueryState>
  );
}
