import { ApiError, errorMessage } from '@maziwa/api-client';
import type { AccountTopUpCreate, Id } from '@maziwa/contracts';
import { formatKsh, showToast } from '@maziwa/ui';
import { FormDialog, TextField } from '@maziwa/ui/forms';
import { useCreateAccountTopUp } from '../api/create-account-top-up';
import { emptyTopUp, topUpSchema, type TopUpValues } from '../model/top-up-schema';
import './payment-dialogs.css';

export interface TopUpDialogProps {
  orgId: Id;
  onClose(): void;
}

/** The API's 400 names a field of this form: the Form shows it there, no words needed here. */
const shownOnField = (error: unknown) =>
  error instanceof ApiError && Object.keys(error.fields ?? {}).some((field) => field in emptyTopUp);

/** What the form's values record; a blank reference is left out (the API wants 1..100 characters). */
export function toTopUp(values: TopUpValues, orgId: Id): AccountTopUpCreate {
  const reference = values.reference.trim();
  return { organization_id: orgId, amount: Number(values.amount), ...(reference ? { reference } : {}) };
}

/**
 * Top Up (docs/screens.md#top-up): records money put into the organisation's payout
 * account (POST /account-top-ups); once saved the balance is read again and the dialog
 * closes. A failure keeps the dialog open with what was typed.
 */
export function TopUpDialog({ orgId, onClose }: TopUpDialogProps) {
  const topUp = useCreateAccountTopUp();

  const save = async (values: TopUpValues) => {
    const saved = await topUp.mutateAsync(toTopUp(values, orgId));
    showToast({ message: `Top up of ${formatKsh(saved.amount)} saved` });
    onClose();
  };

  return (
    <FormDialog<TopUpValues>
      title="Top Up"
      onClose={onClose}
      intro="Record money put into the account farmers are paid from."
      initialValues={emptyTopUp}
      validationSchema={topUpSchema}
      onSubmit={save}
      submitLabel="Top Up"
    >
      <TextField name="amount" label="Amount (Ksh)" type="number" required />
      <TextField name="reference" label="Reference" placeholder="Bank or M-Pesa reference" autoComplete="off" />
      {topUp.error != null && !shownOnField(topUp.error) && (
        <p className="payment-dialog__error" role="alert">
          {errorMessage(topUp.error)}
        </p>
      )}
    </FormDialog>
  );
}
