import { ApiError, useSession } from '@maziwa/api-client';
import { Button, ConfirmDialog, showToast, usePermissionCheck } from '@maziwa/ui';
import { useState } from 'react';
import { usePayRunActions } from '../api/pay-run-actions';
import type { PayRun } from '../api/pay-runs-keys';
import { formatDays, formatPayPeriod, openDaysOf, todayInZone } from '../model/pay-period';
import './pay-run.css';

type Action = 'recompute' | 'approve' | 'remove';

export interface PayRunActionsProps {
  run: PayRun;
  /** Approved: how many of its payments are now payable. */
  onApproved(run: PayRun): void;
  /** Deleted: the page leaves the run. */
  onDeleted(): void;
}

/** Four eyes: the person who computed a run never approves it (the API refuses too). */
export const OWN_RUN_REASON = 'You computed this pay run: another person must approve it';

/** The API's refusal of an approval before the period ends: its message names the days. */
const earlyRefusal = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.fields?.close_early !== undefined ? error.message : null;

/**
 * What may be done with a draft pay run, each after a confirmation: Recompute
 * (payments:create), Approve (payments:approve, by someone other than who computed it) and
 * Delete draft (payments:delete). An approved run never changes: no actions. Approving a
 * period that has not ended closes its remaining days early: the confirmation names them
 * and the request says close_early (docs/rules.md#pay-runs).
 */
export function PayRunActions({ run, onApproved, onDeleted }: PayRunActionsProps) {
  const can = usePermissionCheck();
  const me = useSession((s) => s.user?.id);
  const actions = usePayRunActions(run.id);
  const [asking, setAsking] = useState<Action | null>(null);
  // The API found the period open though this screen did not (a clock at midnight): its words.
  const [refusedEarly, setRefusedEarly] = useState<string | null>(null);
  if (run.status !== 'draft') return null;

  const open = openDaysOf(run.period_start, run.period_end, todayInZone());
  const closesEarly = open !== null || refusedEarly !== null;

  const ownRun = run.computed_by !== null && run.computed_by === me;
  const period = formatPayPeriod(run.period_start, run.period_end);
  const mutation = asking ? actions[asking] : null;
  const close = () => {
    mutation?.reset();
    setRefusedEarly(null);
    setAsking(null);
  };
  const confirm = () => {
    const done = (what: string) => showToast({ message: `Pay run for ${period} ${what}` });
    if (asking === 'approve') {
      actions.approve.mutate(
        { closeEarly: closesEarly },
        {
          onSuccess: (approved) => (done('approved'), setAsking(null), onApproved(approved)),
          onError: (error) => {
            const refusal = earlyRefusal(error);
            if (refusal && !closesEarly) {
              setRefusedEarly(refusal);
              actions.approve.reset();
            }
          },
        },
      );
    }
    if (asking === 'recompute')
      actions.recompute.mutate(undefined, { onSuccess: () => (done('recomputed'), setAsking(null)) });
    if (asking === 'remove') actions.remove.mutate(undefined, { onSuccess: () => (done('deleted'), onDeleted()) });
  };

  return (
    <>
      {can('payments:create') && (
        <Button variant="secondary" onClick={() => setAsking('recompute')}>
          Recompute
        </Button>
      )}
      {can('payments:approve') && (
        <>
          <Button
            onClick={() => setAsking('approve')}
            disabled={ownRun}
            aria-describedby={ownRun ? 'pay-run-own' : undefined}
          >
            Approve
          </Button>
          {ownRun && (
            <p id="pay-run-own" className="pay-run__reason">
              {OWN_RUN_REASON}
            </p>
          )}
        </>
      )}
      {can('payments:delete') && (
        <Button variant="secondary" onClick={() => setAsking('remove')}>
          Delete draft
        </Button>
      )}
      {asking === 'recompute' && (
        <ConfirmDialog
          title={`Recompute ${period}?`}
          confirmLabel="Recompute"
          onConfirm={confirm}
          onClose={close}
          pending={mutation?.isPending}
          error={mutation?.error}
        >
          Every payment of this draft is computed again from the milk, rates, adjustments and deductions as they are
          now. You will be the one who computed it, so another person must approve it.
        </ConfirmDialog>
      )}
      {asking === 'approve' && (
        <ConfirmDialog
          title={`Approve ${period}?`}
          confirmLabel={closesEarly ? 'Close early and approve' : 'Approve'}
          onConfirm={confirm}
          onClose={close}
          pending={mutation?.isPending}
          error={mutation?.error}
        >
          {closesEarly && (
            <p className="pay-run__early">
              {refusedEarly ??
                `This period has not ended: approving it now closes it early. Deliveries of ${formatDays(open!)} can no longer be recorded or changed.`}
            </p>
          )}
          <p className="pay-run__plain">
            Its {run.payments_count} payments become payable and show in Pending Payments. An approved pay run never
            changes.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'remove' && (
        <ConfirmDialog
          title={`Delete the draft of ${period}?`}
          confirmLabel="Delete draft"
          onConfirm={confirm}
          onClose={close}
          pending={mutation?.isPending}
          error={mutation?.error}
        >
          The draft and its {run.payments_count} payments are removed. Nothing was paid from them.
        </ConfirmDialog>
      )}
    </>
  );
}
