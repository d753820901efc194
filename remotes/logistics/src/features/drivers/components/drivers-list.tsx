import { useOrgId } from '@maziwa/api-client';
import type { DriverReportRow } from '@maziwa/contracts';
import { QueryState, type DataTableHandle } from '@maziwa/ui';
import { useCallback, useState, type Ref } from 'react';
import { useDrivers } from '../api/get-drivers';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { DriverDetailsDialog } from './driver-details-dialog';
import type { DriverAction } from './driver-row-actions';
import { DriversTable } from './drivers-table';
import { EditDriverStatusDialog } from './edit-driver-status-dialog';

export interface DriversListProps {
  searchText?: string;
  /** For the page's Export Data button. */
  tableRef?: Ref<DataTableHandle>;
}

interface OpenDialog {
  action: DriverAction;
  driver: DriverReportRow;
}

/**
 * The organisation's drivers: loading and failure texts of spec 8, the table, and the
 * dialogs its row actions open.
 *
 * @example
 * const { tableRef, exportCsv } = useDataTableHandle();
 * <DriversList searchText={filters.search} tableRef={tableRef} />
 */
export function DriversList({ searchText, tableRef }: DriversListProps) {
  const orgId = useOrgId();
  const { data, isLoading, error } = useDrivers(orgId);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Stable, so the table's columns are not rebuilt on every render.
  const openDialog = useCallback((action: DriverAction, driver: DriverReportRow) => setDialog({ action, driver }), []);
  const close = useCallback(() => setDialog(null), []);

  return (
    <QueryState isLoading={isLoading} error={error} loadingText="Loading ..." errorText="Failed to fetch user driverManagement">
      <DriversTable drivers={data?.data ?? []} searchText={searchText} tableRef={tableRef} onAction={openDialog} />
      {dialog?.action === 'view' && <DriverDetailsDialog driver={dialog.driver} onClose={close} />}
      {dialog?.action === 'edit' && <EditDriverStatusDialog driver={dialog.driver} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteDriverDialog driver={dialog.driver} onClose={close} />}
    </QueryState>
  );
}
