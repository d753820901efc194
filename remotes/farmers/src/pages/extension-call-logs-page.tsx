import { type ExtensionCallLog } from '@maziwa/contracts';
import { ConfirmDialog, lazyDialog, type PageProps, showToast } from '@maziwa/ui';
import { useState } from 'react';
import { useCallLogs } from '../features/extension-services/api/get-call-logs';
import { useSaveCallLog } from '../features/extension-services/api/save-call-log';
import { CallLogsTable } from '../features/extension-services/components/call-logs-table';
import { ExtensionListPage } from '../features/extension-services/components/extension-list-page';
import { CALL_LOGS_LIST } from '../features/extension-services/model/extension-lists';
import { organisationToday } from '../features/extension-services/model/extension-text';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const CallLogDialog = lazyDialog(() =>
  import('../features/extension-services/components/call-log-dialog').then((module) => module.CallLogDialog),
);

type Open =
  { kind: 'add' } | { kind: 'edit'; row: ExtensionCallLog } | { kind: 'follow-up'; row: ExtensionCallLog } | null;

/**
 * Call Logs (docs/screens.md#call-logs): calls, farm visits and SMS with farmers; follow-ups
 * still to do come first, earliest first (the API's default order), then the rest newest
 * first. Paged, sorted, searched and filtered by the API; Export Data downloads them all.
 */
export default function ExtensionCallLogsPage({ page }: PageProps) {
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
    <ExtensionListPage
      text={CALL_LOGS_LIST}
      useList={useCallLogs}
      searchPlaceholder={page.search}
      onAdd={() => setOpen({ kind: 'add' })}
      dialogs={
        <>
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
        </>
      }
    >
      {(list) => (
        <CallLogsTable
          rows={list.rows}
          server={list.server}
          onEdit={(row) => setOpen({ kind: 'edit', row })}
          onFollowUpDone={(row) => {
            save.reset();
            setOpen({ kind: 'follow-up', row });
          }}
        />
      )}
    </ExtensionListPage>
  );
}
