import type { ExtensionAssignment } from '@maziwa/contracts';
import { DataTable, formatDate, RowActions, StatusBadge, type DataTableColumn, type DataTableServer } from '@maziwa/ui';
import { STATUS_LABELS, STATUS_TONES, TOPIC_LABELS } from '../model/extension-text';
import './extension-services.css';

export interface AssignmentsTableProps {
  rows: ExtensionAssignment[];
  server: DataTableServer;
  onEdit(row: ExtensionAssignment): void;
  onMarkDone(row: ExtensionAssignment): void;
}

/** Whom a visit is for, as the list says it. */
export function assignedTo(row: ExtensionAssignment): string {
  if (row.route_name) return `Route: ${row.route_name}`;
  if (row.location_name) return `Centre: ${row.location_name}`;
  return row.member_id ? `${row.farmer_name ?? ''} (${row.member_id})` : (row.farmer_name ?? 'N/A');
}

const getRowId = (row: ExtensionAssignment) => row.id;
const rowClass = (row: ExtensionAssignment) => (row.overdue ? 'extension-row--overdue' : undefined);

/**
 * The Assignments table (docs/screens.md#assignments): due date (with "Overdue" on a planned visit
 * past its day, whose row is tinted too), officer, whom it is for, topic, status, done on,
 * notes, and Edit / Mark done for those who may change visits.
 */
export function AssignmentsTable({ rows, server, onEdit, onMarkDone }: AssignmentsTableProps) {
  const columns: DataTableColumn<ExtensionAssignment>[] = [
    {
      field: 'due_on',
      headerName: 'Due Date',
      valueFormatter: (value) => formatDate(value as string),
      cellRenderer: (row) => (
        <span className="extension-due">
          {formatDate(row.due_on)}
          {row.overdue && <StatusBadge label="Overdue" tone="warning" />}
        </span>
      ),
    },
    { field: 'officer_name', headerName: 'Officer', valueFormatter: (value) => (value ? String(value) : 'N/A') },
    {
      headerName: 'Assigned To',
      valueGetter: assignedTo,
      sortField: 'farmer_name',
      exportField: 'farmer_name',
      flex: 1.4,
    },
    { headerName: 'Topic', valueGetter: (row) => TOPIC_LABELS[row.topic], sortField: 'topic', exportField: 'topic' },
    {
      headerName: 'Status',
      valueGetter: (row) => STATUS_LABELS[row.status],
      cellRenderer: (row) => <StatusBadge label={STATUS_LABELS[row.status]} tone={STATUS_TONES[row.status]} />,
      sortField: 'status',
      exportField: 'status',
    },
    { field: 'done_on', headerName: 'Done On', valueFormatter: (value) => formatDate(value as string | null) },
    {
      headerName: 'Notes',
      valueGetter: (row) => row.outcome ?? row.notes ?? '',
      exportField: 'notes',
      sortable: false,
      flex: 1.6,
    },
    {
      headerName: 'Actions',
      export: false,
      sortable: false,
      cellRenderer: (row) => (
        <RowActions
          name={`${TOPIC_LABELS[row.topic]} visit to ${assignedTo(row)}`}
          actions={[
            { label: 'Edit', permission: 'extension_services:update', onClick: () => onEdit(row) },
            ...(row.status === 'planned'
              ? [
                  {
                    label: 'Mark done',
                    permission: 'extension_services:update' as const,
                    onClick: () => onMarkDone(row),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel="Assignments"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      rowClass={rowClass}
      server={server}
      emptyMessage="No assignments found."
    />
  );
}
