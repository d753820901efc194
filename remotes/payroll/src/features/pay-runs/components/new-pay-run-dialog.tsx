import { ApiError } from '@maziwa/api-client';
import type { Id } from '@maziwa/contracts';
import { monthOptions, showToast } from '@maziwa/ui';
import { FormDialog, SelectField } from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { useCreatePayRun } from '../api/create-pay-run';
import type { PayRun } from '../api/pay-runs-keys';
import { formatPayPeriod, lastClosedMonth, PERIOD_KIND_OPTIONS, periodOf, type PeriodKind } from '../model/pay-period';
import { newPayRunSchema, type NewPayRunValues } from '../model/new-pay-run-schema';

export interface NewPayRunDialogProps {
  orgId: Id;
  onClose(): void;
  /** The draft computed: the page opens it. */
  onCreated(run: PayRun): void;
}

// The API names the days; on this form the month picks the start and the kind the end.
const FIELD_OF: Record<string, keyof NewPayRunValues> = { period_start: 'month', period_end: 'kind' };

/**
 * The API's refusal with its field errors at this form's fields. A 409 (the days are
 * covered already) puts its whole message there: "overlaps another pay run" alone would not
 * say which. A 409 without fields (a draft exists) keeps only its message, shown under the form.
 */
export function forNewPayRunForm(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).flatMap(([field, problem]) =>
      FIELD_OF[field] ? [[FIELD_OF[field], error.status === 409 ? error.message : problem]] : [],
    ),
  );
  return new ApiError(error.status, error.message, Object.keys(fields).length > 0 ? fields : undefined);
}

/**
 * New Pay Run: a month, or one of its halves; the API computes the draft from the milk,
 * rates, adjustments and deductions. Defaults to the whole of the last month that has ended.
 *
 * @example
 * {open && <NewPayRunDialog orgId={orgId} onClose={close} onCreated={(run) => navigate(pagePath('/payroll/pay-runs/:id', { id: run.id }))} />}
 */
export function NewPayRunDialog({ orgId, onClose, onCreated }: NewPayRunDialogProps) {
  const create = useCreatePayRun();
  const months = useMemo(() => monthOptions(), []);
  const initialValues = useMemo<NewPayRunValues>(() => ({ kind: 'month', month: lastClosedMonth() }), []);

  const save = async (values: NewPayRunValues) => {
    let run: PayRun;
    try {
      run = await create.mutateAsync({ organization_id: orgId, ...periodOf(values.kind as PeriodKind, values.month) });
    } catch (error) {
      throw forNewPayRunForm(error);
    }
    showToast({ message: `Draft pay run for ${formatPayPeriod(run.period_start, run.period_end)} computed` });
    onCreated(run);
  };

  return (
    <FormDialog<NewPayRunValues>
      title="New Pay Run"
      onClose={onClose}
      intro="Computes a draft from the period's accepted milk: rates, quality adjustments and deductions. Nothing is payable until another person approves it."
      initialValues={initialValues}
      validationSchema={newPayRunSchema}
      onSubmit={save}
      submitLabel="Compute Draft"
      // A refusal such as "A draft pay run ... exists: recompute it instead" must be read.
      explainErrors
    >
      <SelectField name="kind" label="Period" options={PERIOD_KIND_OPTIONS} placeholder="Select period" required />
      <SelectField name="month" label="Month" options={months} placeholder="Select month" required />
    </FormDialog>
  );
}
