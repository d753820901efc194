import type { AuditEvent } from '@maziwa/contracts';
import {
  DataTable,
  RowActions,
  changeSummary,
  formatDateTime,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { useMemo } from 'react';

export interface ActivityTableProps {
  /** The current page, newest first. */
  rows: AuditEvent[];
  server: DataTableServer;
  onView(event: AuditEvent): void;
}

const getRowId = (event: AuditEvent) => event.id;

/** The Activity table: When, Who, Resource, Record, Action, Changes, and View. */
export function ActivityTable({ rows, server, onView }: ActivityTableProps) {
  const columns = useMemo<DataTableColumn<AuditEvent>[]>(
    () => [
      // The log's order is fixed (newest first): no column sorts it otherwise.
      // The API names the resource, the record and the action (resource_label, record_label,
      // action_label); Export Data asks for the same columns, with who and changes_text in the
      // same words; the file has every change, and the record id.
      {
        headerName: 'When',
        valueGetter: (event) => formatDateTime(event.occurred_at),
        sortable: false,
        exportField: 'occurred_at',
        width: 150,
      },
      {
        headerName: 'Who',
        valueGetter: (event) => event.user_name || event.user_email || 'A removed account',
        sortable: false,
        exportField: 'who',
      },
      {
        headerName: 'Resource',
        valueGetter: (event) => event.resource_label,
        sortable: false,
        exportField: 'resource_label',
      },
      {
        // The record as staff know it (the API names it: a farmer with their member number).
        headerName: 'Record',
        valueGetter: (event) => event.record_label,
        sortable: false,
        exportField: 'record_label',
        flex: 1,
      },
      {
        headerName: 'Action',
        valueGetter: (event) => event.action_label,
        sortable: false,
        exportField: 'action_label',
        width: 150,
      },
      {
        headerName: 'Changes',
        valueGetter: (event) => changeSummary(event),
        sortable: false,
        exportField: 'changes_text',
        flex: 2,
      },
      {
        headerName: 'Actions',
        cellRenderer: (event) => (
          <RowActions
            name={`${event.action_label} ${formatDateTime(event.occurred_at)}`}
            actions={[{ label: 'View', onClick: () => onView(event) }]}
          />
        ),
        export: false,
        sortable: false,
        width: 100,
      },
    ],
    [onView],
  );

  return (
    <DataTable
      ariaLabel="Activity"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      server={server}
      emptyMessage="No activity found."
    />
  );
}
