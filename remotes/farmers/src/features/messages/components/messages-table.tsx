import type { ServerList } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import {
  RowActions,
  ServerListTable,
  StatusBadge,
  formatDateTime,
  formatKsh,
  usePermissionCheck,
  type DataTableColumn,
} from '@maziwa/ui';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Message } from '../api/get-messages';
import { messageEventLabel, messageStatusLabel, messageStatusTone } from '../model/message-text';
import './messages.css';

const farmerOf = (message: Message) =>
  message.farmer_name ? `${message.farmer_name} (${message.member_number ?? 'N/A'})` : null;

/** Why a failed message failed, after its status: "Failed: the number is not on the network". */
const statusText = (message: Message) =>
  message.status === 'failed' && message.failure_reason
    ? `${messageStatusLabel(message.status)}: ${message.failure_reason}`
    : messageStatusLabel(message.status);

// Module-level: the columns never change, so the grid never rebuilds them.
const columns: DataTableColumn<Message>[] = [
  {
    headerName: 'Farmer',
    valueGetter: farmerOf,
    cellRenderer: (message) =>
      message.farmer_id ? (
        <Link to={pagePath('/farmers/farmers-profiles/:id', { id: message.farmer_id })}>{farmerOf(message)}</Link>
      ) : (
        farmerOf(message)
      ),
    sortField: 'farmer_name',
    flex: 1.5,
  },
  { headerName: 'Event', valueGetter: (message) => messageEventLabel(message.event), sortField: 'event' },
  { headerName: 'Channel', valueGetter: (message) => (message.channel === 'email' ? 'Email' : 'SMS'), flex: 0.6 },
  { field: 'recipient', headerName: 'Recipient' },
  {
    headerName: 'Status',
    valueGetter: statusText,
    cellRenderer: (message) => (
      <span className="messages-status">
        <StatusBadge label={messageStatusLabel(message.status)} tone={messageStatusTone(message.status)} />
        {message.status === 'failed' && message.failure_reason && (
          <span className="messages-status__reason">{message.failure_reason}</span>
        )}
      </span>
    ),
    sortField: 'status',
    flex: 1.5,
  },
  {
    field: 'cost',
    headerName: 'Cost',
    // The provider says what a message cost once it is sent ('KES 0.8000'); until then, and for e-mail, N/A.
    valueFormatter: (cost) => providerCost(cost as string | null | undefined),
  },
  { field: 'created_at', headerName: 'Time', valueFormatter: (time) => formatDateTime(time as string) },
  { field: 'body', headerName: 'Text', sortable: false, flex: 3 },
];

export interface MessagesTableProps {
  /** The page's messages list (useMessages), shared with its Export Data button. */
  list: ServerList<Message>;
  /** Resend of a failed message (shown to those holding messages:resend). */
  onResend(message: Message): void;
}

/**
 * The Messages table (docs/screens.md#messages): farmer (to their page), event, recipient,
 * status (a failed one says why), cost, time and text; Resend on a failed one.
 */
export function MessagesTable({ list, onResend }: MessagesTableProps) {
  const mayResend = usePermissionCheck()('messages:resend');
  const shown = useMemo<DataTableColumn<Message>[]>(() => {
    if (!mayResend) return columns;
    return [
      ...columns,
      {
        headerName: 'Actions',
        cellRenderer: (message) =>
          message.status === 'failed' ? (
            <RowActions
              name={`the message to ${message.farmer_name ?? message.recipient}`}
              actions={[{ label: 'Resend', permission: 'messages:resend', onClick: () => onResend(message) }]}
            />
          ) : null,
        export: false,
        width: 120,
      },
    ];
  }, [mayResend, onResend]);
  return (
    <ServerListTable
      list={list}
      loadingText="Loading messages..."
      errorText="Failed to fetch messages"
      ariaLabel="Messages"
      columns={shown}
      getRowId={(message) => message.id}
      emptyMessage="No messages found."
    />
  );
}

/** 'KES 0.8000' (Africa's Talking's text) -> 'Ksh 0.80'; another currency is shown as the provider wrote it. */
export function providerCost(cost: string | null | undefined): string {
  if (!cost) return 'N/A';
  const match = /^(?:KES|KSh|Ksh)?\s*(\d+(?:\.\d+)?)$/i.exec(cost.trim());
  return match ? formatKsh(Number(match[1])) : cost;
}
