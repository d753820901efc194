import type { ServerList } from '@maziwa/api-client';
import { type DriverReportRow, pagePath } from '@maziwa/contracts';
import { QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeleteDriverDialog } from './delete-driver-dialog';
import { DriverDetailsDialog } from './driver-details-dialog';
import type { DriverAction } from './driver-row-actions';
import { DriversTable } from './drivers-table';

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
 * from the server), the dialogs its row actions open, and Edit's page.
 *
 * @example
 * const drivers = useDrivers(orgId, useFilterParams(filters));
 * <DriversList list={drivers} />
 */
export function DriversList({ list }: DriversListProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const navigate = useNavigate();
  // Stable, so the table's columns are not rebuilt on every render. Edit is a page of its own
  // (a long form); View and Delete are dialogs over the list.
  const openDialog = useCallback(
    (action: DriverAction, driver: DriverReportRow) =>
      action === 'edit' ? navigate(pagePath('/driver/:id/edit', { id: driver.id })) : setDialog({ action, driver }),
    [navigate],
  );
  const close = useCallback(() => setDialog(null), []);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch user driverManagement"
    >
      <DriversTable drivers={list.rows} server={list.server} onAction={openDialog} />
      {dialog?.action === 'view' && <DriverDetailsDialog driver={dialog.driver} onClose={close} />}
      {dialog?.action === 'delete' && <DeleteDriverDialog driver={dialog.driver} onClose={close} />}
    </QueryState>
  );
}
