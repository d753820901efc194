import { useOrgId } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { Button, Can, ExportDataButton, lazyDialog, ListPage } from '@maziwa/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePayRuns } from '../features/pay-runs/api/get-pay-runs';
import { PayRunsList } from '../features/pay-runs/components/pay-runs-list';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const NewPayRunDialog = lazyDialog(() =>
  import('../features/pay-runs/components/new-pay-run-dialog').then((module) => module.NewPayRunDialog),
);

/**
 * Pay Runs: each period's computed pay, newest first, with its totals and who computed and
 * approved it; New Pay Run computes a draft (payments:create) and opens it; Export Data
 * downloads every run as CSV.
 */
export default function PayRunsPage() {
  const orgId = useOrgId();
  const runs = usePayRuns(orgId);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();

  return (
    <ListPage
      title="Pay Runs"
      actions={
        <>
          <Can permission="payments:create">
            <Button onClick={() => setCreating(true)} disabled={orgId === null}>
              New Pay Run
            </Button>
          </Can>
          <ExportDataButton list={runs} fileName="pay-runs.csv" />
        </>
      }
    >
      <PayRunsList list={runs} />
      {creating && orgId !== null && (
        <NewPayRunDialog
          orgId={orgId}
          onClose={() => setCreating(false)}
          onCreated={(run) => navigate(pagePath('/payroll/pay-runs/:id', { id: run.id }))}
        />
      )}
    </ListPage>
  );
}
