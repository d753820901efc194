import type { ExtensionCallLog } from '@maziwa/contracts';
import {
  DataTable,
  formatDate,
  formatDateTime,
  RowActions,
  StatusBadge,
  type DataTableColumn,
  type DataTableServer,
} from '@maziwa/ui';
import { CHANNEL_LABELS, organisationToday, TOPIC_LABELS } from '../model/extension-text';
import './extension-services.css';

export interface CallLogsTableProps {
  rows: ExtensionCallLog[];
  server: DataTableServer;
  onEdit(row: ExtensionCallLog): void;
  onFollowUpDone(row: ExtensionCallLog): void;
}

const getRowId = (row: ExtensionCallLog) => row.id;
/** A follow-up whose day has come and is not done stands out, as an overdue visit does. */
const isLate = (row: ExtensionCallLog) =>
  row.follow_up_due && row.follow_up_on !== null && row.follow_up_on < organisationToday();
const rowClass = (row: ExtensionCallLog) => (isLate(row) ? 'extension-row--overdue' : undefined);

function FollowUp({ row }: { row: ExtensionCallLog }) {
  if (!row.follow_up_on) return <>None</>;
  return (
    <span className="extension-due">
      {formatDate(row.follow_up_on)}
      {row.follow_up_done_on ? (
        <StatusBadge label={`Done ${formatDate(row.follow_up_done_on)}`} tone="success" />
      ) : (
        <StatusBadge label={isLate(row) ? 'Overdue' : 'Due'} tone={isLate(row) ? 'warning' : 'info'} />
      )}
    </span>
  );
}

/**
 * The Call Logs table (docs/screens.md#call-logs): date, officer, farmer, channel, topic,
 * outcome and follow-up (Due, Overdue or Done), with Edit and Follow-up done for those who may.
 */
export function CallLogsTable({ rows, server, onEdit, onFollowUpDone }: CallLogsTableProps) {
  const columns: DataTableColumn<ExtensionCallLog>[] = [
    { field: 'called_at', headerName: 'Date', valueFormatter: (value) => formatDateTime(value as string) },
    { field: 'officer_name', headerName: 'Officer', valueFormatter: (value) => (value ? String(value) : 'N/A') },
    {
      headerName: 'Farmer',
      valueGetter: (row) =>
        row.member_id ? `${row.farmer_name ?? ''} (${row.member_id})` : (row.farmer_name ?? 'N/A'),
      sortField: 'farmer_name',
      exportField: 'farmer_name',
      flex: 1.3,
    },
    {
      headerName: 'Channel',
      valueGetter: (row) => CHANNEL_LABELS[row.channel],
      sortField: 'channel',
      exportField: 'channel',
    },
    { headerName: 'Topic', valueGetter: (row) => TOPIC_LABELS[row.topic], sortField: 'topic', exportField: 'topic' },
    { field: 'outcome', headerName: 'Outcome', flex: 1.3 },
    {
      headerName: 'Follow-up',
      valueGetter: (row) => row.follow_up_on,
      valueFormatter: (value) => formatDate(value as string | null),
      cellRenderer: (row) => <FollowUp row={row} />,
      sortField: 'follow_up_on',
      exportField: 'follow_up_on',
      flex: 1.3,
    },
    {
      headerName: 'Actions',
      export: false,
      sortable: false,
      cellRenderer: (row) => (
        <RowActions
          name={`${CHANNEL_LABELS[row.channel]} with ${row.farmer_name ?? 'farmer'} on ${formatDate(row.called_at)}`}
          actions={[
            { label: 'Edit', permission: 'extension_services:update', onClick: () => onEdit(row) },
            ...(row.follow_up_due
              ? [
                  {
                    label: 'Follow-up done',
                    permission: 'extension_services:update' as const,
                    onClick: () => onFollowUpDone(row),
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
      ariaLabel="Call logs"
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      rowClass={rowClass}
      server={server}
      emptyMessage="No call logs found."
    />
  );
}
