import { type ExtensionAssignment } from '@maziwa/contracts';
import { lazyDialog, type PageProps } from '@maziwa/ui';
import { useState } from 'react';
import { useAssignments } from '../features/extension-services/api/get-assignments';
import { AssignmentsTable } from '../features/extension-services/components/assignments-table';
import { ExtensionListPage } from '../features/extension-services/components/extension-list-page';
import { ASSIGNMENTS_LIST } from '../features/extension-services/model/extension-lists';

// The forms download when first opened (lazyDialog): the list loads without the form kit.
const AssignmentDialog = lazyDialog(() =>
  import('../features/extension-services/components/assignment-dialog').then((module) => module.AssignmentDialog),
);
const MarkDoneDialog = lazyDialog(() =>
  import('../features/extension-services/components/mark-done-dialog').then((module) => module.MarkDoneDialog),
);

type Open =
  { kind: 'add' } | { kind: 'edit'; row: ExtensionAssignment } | { kind: 'done'; row: ExtensionAssignment } | null;

/**
 * Assignments (docs/screens.md#assignments): which extension officer visits which farmer, route
 * or centre, on what and by when; overdue visits stand out. Paged, sorted, searched and filtered
 * by the API; Export Data downloads the whole filtered list.
 */
export default function ExtensionAssignmentsPage({ page }: PageProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <ExtensionListPage
      text={ASSIGNMENTS_LIST}
      useList={useAssignments}
      searchPlaceholder={page.search}
      onAdd={() => setOpen({ kind: 'add' })}
      dialogs={
        <>
          {open?.kind === 'add' && <AssignmentDialog onClose={close} />}
          {open?.kind === 'edit' && <AssignmentDialog row={open.row} onClose={close} />}
          {open?.kind === 'done' && <MarkDoneDialog row={open.row} onClose={close} />}
        </>
      }
    >
      {(list) => (
        <AssignmentsTable
          rows={list.rows}
          server={list.server}
          onEdit={(row) => setOpen({ kind: 'edit', row })}
          onMarkDone={(row) => setOpen({ kind: 'done', row })}
        />
      )}
    </ExtensionListPage>
  );
}
