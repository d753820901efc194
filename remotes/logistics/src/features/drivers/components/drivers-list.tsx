import type { ServerList } from '@maziwa/api-client';
import type { DriverReportRow } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { DriverDetailsDialog } from './driver-details-dialog';
import type { DriverAction } from './driver-row-actions';
import { DriversTable } from './drivers-table';
import { EditDriverStatusDialog } from './edit-driver-status-dialog';

export interface DriversListProps {
  /** The page's drivers list (useDrivers), shared with its Export Data button. */
  list: ServerList<DriverReportRow>;
}

interface OpenDialog {
  action: DriverAction;
  driver: DriverReportRow;
}

/**
 * The organisation's drivers: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), the table (one page
 * from the server), and the dialogs its row actions open.
 *
 * @example
 * const drivers = useDrivers(orgId, useFilterParams(filters));
 * <DriversList list={drivers} />
 */
export function DriversList({ list }: DriversListProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Stable, so the table's columns are not rebuilt on every render.
  const openDialog = useCallback((action: DriverAction, driver: DriverReportRow) => setDialog({ action, driver }), []);
  const close = useCallback(() => setDialog(null), []);

  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading ..." errorText="Failed to fetch user driverManagement">
      <DriversTable drivers={list.rows} server={list.server} onAction={openDialog} />
      {dialog?.action === 'view' && <DriverDetailsDialog driver={dialog.driver} onClose={close} />}
      {dialog?.action === 'edit' && <EditDriverStatusDialog driver={dialog.driver} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteDriverDialog driver={dialog.driver} onClose={close} />}
    </QueryState>
  );
}
