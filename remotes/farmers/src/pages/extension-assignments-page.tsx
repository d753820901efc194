import { useOrgId } from '@maziwa/api-client';
import type { ExtensionAssignment } from '@maziwa/contracts';
import { Button, Can, ExportDataButton, ListPage, QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { useAssignments } from '../features/extension-services/api/get-assignments';
import { useOfficers } from '../features/extension-services/api/get-officers';
import { AssignmentDialog } from '../features/extension-services/components/assignment-dialog';
import { AssignmentsTable } from '../features/extension-services/components/assignments-table';
import { ExtensionFilterBar, useExtensionFilters, useExtensionParams } from '../features/extension-services/components/extension-filters';
import { statusOptions, withAll } from '../features/extension-services/components/extension-text';
import { MarkDoneDialog } from '../features/extension-services/components/mark-done-dialog';

type Open = { kind: 'add' } | { kind: 'edit'; row: ExtensionAssignment } | { kind: 'done'; row: ExtensionAssignment } | null;

/**
 * Assignments (docs/screens.md#assignments): which extension officer visits which farmer, route
 * or centre, on what and by when; overdue visits stand out. Paged, sorted, searched and filtered
 * by the API; Export Data downloads the whole filtered list.
 */
export default function ExtensionAssignmentsPage() {
  const orgId = useOrgId();
  const [filters, setFilters] = useExtensionFilters();
  const list = useAssignments(orgId, useExtensionParams(filters, { status: 'status', flag: 'overdue' }));
  const officers = useOfficers(orgId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <ListPage
      title="Assignments"
      actions={
        <>
          <Can permission="extension_services:create">
            <Button onClick={() => setOpen({ kind: 'add' })}>Add Assignment</Button>
          </Can>
          <ExportDataButton onExport={() => list.exportCsv('extension-assignments.csv')} exporting={list.isExporting} error={list.exportError} />
        </>
      }
      filters={
        <ExtensionFilterBar
          value={filters}
          onChange={setFilters}
          officers={(officers.data ?? []).map(({ id, name }) => ({ value: id, label: name }))}
          statusOptions={withAll('All Status', statusOptions)}
          statusLabel="Status"
          flagLabel="Overdue only"
          dateLabel="Due"
          searchPlaceholder="Search by officer, farmer, route or centre"
        />
      }
    >
      <QueryState isLoading={list.isLoading} error={list.error} loadingText="Loading assignments..." errorText="Failed to fetch assignments">
        <AssignmentsTable
          rows={list.rows}
          server={list.server}
          onEdit={(row) => setOpen({ kind: 'edit', row })}
          onMarkDone={(row) => setOpen({ kind: 'done', row })}
        />
      </QueryState>
      {open?.kind === 'add' && <AssignmentDialog onClose={close} />}
      {open?.kind === 'edit' && <AssignmentDialog row={open.row} onClose={close} />}
      {open?.kind === 'done' && <MarkDoneDialog row={open.row} onClose={close} />}
    </ListPage>
  );
}
