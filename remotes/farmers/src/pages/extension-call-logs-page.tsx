import { useOrgId } from '@maziwa/api-client';
import type { ExtensionCallLog } from '@maziwa/contracts';
import { Button, Can, ConfirmDialog, ExportDataButton, ListPage, QueryState, showToast } from '@maziwa/ui';
import { useState } from 'react';
import { useCallLogs } from '../features/extension-services/api/get-call-logs';
import { useOfficers } from '../features/extension-services/api/get-officers';
import { useSaveCallLog } from '../features/extension-services/api/save-call-log';
import { CallLogDialog } from '../features/extension-services/components/call-log-dialog';
import { CallLogsTable } from '../features/extension-services/components/call-logs-table';
import { ExtensionFilterBar, useExtensionFilters, useExtensionParams } from '../features/extension-services/components/extension-filters';
import { channelOptions, organisationToday, withAll } from '../features/extension-services/components/extension-text';

type Open = { kind: 'add' } | { kind: 'edit'; row: ExtensionCallLog } | { kind: 'follow-up'; row: ExtensionCallLog } | null;

/**
 * Call Logs (docs/screens.md#call-logs): calls, farm visits and SMS with farmers; follow-ups
 * still to do come first, earliest first (the API's default order), then the rest newest
 * first. Paged, sorted, searched and filtered by the API; Export Data downloads them all.
 */
export default function ExtensionCallLogsPage() {
  const orgId = useOrgId();
  const [filters, setFilters] = useExtensionFilters();
  const list = useCallLogs(orgId, useExtensionParams(filters, { status: 'channel', flag: 'follow_up_due' }));
  const officers = useOfficers(orgId);
  const save = useSaveCallLog();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const followUpDone = (row: ExtensionCallLog) =>
    save.mutate(
      { id: row.id, body: { follow_up_done_on: organisationToday() } },
      {
        onSuccess: () => {
          showToast({ message: `Follow-up with ${row.farmer_name ?? 'the farmer'} done` });
          close();
        },
      },
    );

  return (
    <ListPage
      title="Call Logs"
      actions={
        <>
          <Can permission="extension_services:create">
            <Button onClick={() => setOpen({ kind: 'add' })}>Add Call Log</Button>
          </Can>
          <ExportDataButton onExport={() => list.exportCsv('extension-call-logs.csv')} exporting={list.isExporting} error={list.exportError} />
        </>
      }
      filters={
        <ExtensionFilterBar
          value={filters}
          onChange={setFilters}
          officers={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          statusOptions={withAll('All Channels', channelOptions)}
          statusLabel="Channel"
          flagLabel="Follow-ups due only"
          dateLabel="Date"
          searchPlaceholder="Search by officer, farmer or outcome"
        />
      }
    >
      <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading call logs..." errorText="Failed to fetch call logs">
        <CallLogsTable
          rows={list.rows}
          server={list.server}
          onEdit={(row) => setOpen({ kind: 'edit', row })}
          onFollowUpDone={(row) => {
            save.reset();
            setOpen({ kind: 'follow-up', row });
          }}
        />
      </QueryState>
      {open?.kind === 'add' && <CallLogDialog onClose={close} />}
      {open?.kind === 'edit' && <CallLogDialog row={open.row} onClose={close} />}
      {open?.kind === 'follow-up' && (
        <ConfirmDialog
          title={`Follow-up with ${open.row.farmer_name ?? 'the farmer'} done?`}
          confirmLabel="Follow-up done"
          onConfirm={() => followUpDone(open.row)}
          pending={save.isPending}
          error={save.error}
          onClose={close}
        >
          It is recorded as done today and leaves the follow-ups due.
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
