import { formFailureMessage } from '@maziwa/api-client';
import { pagePath } from '@maziwa/contracts';
import { ErrorPanel, showToast, toZonedInput } from '@maziwa/ui';
import { useState } from 'react';
import { useCreateSupply } from '../api/create-supply';
import { SupplyForm } from './supply-form';
import { newSupplyFormValues, type SupplyFormValues } from '../model/supply-form-values';

export interface CreateSupplyFormProps {
  /** Called once the supply is saved. */
  onCreated(): void;
  onCancel(): void;
}

/** The farmer's name without the member number the search box adds. */
const farmerName = (label: string) => label.replace(/\s*\([^)]*\)$/, '') || 'the farmer';

/**
 * Add Supply: the supply form, saved with POST /supplies and confirmed by a toast linking to
 * the Supplies list.
 *
 * @example
 * <CreateSupplyForm onCreated={() => navigate(pagePath('/logistics-management/supplies'))} onCancel={() => navigate(pagePath('/logistics-management/supplies'))} />
 */
export function CreateSupplyForm({ onCreated, onCancel }: CreateSupplyFormProps) {
  const creation = useCreateSupply();
  const detail = formFailureMessage(creation.error);
  // "Now" on the organisation's clock, fixed when the form opens.
  const [initialValues] = useState(() => newSupplyFormValues(toZonedInput(new Date())));

  const save = async (values: SupplyFormValues) => {
    await creation.mutateAsync(values);
    showToast({
      message: `Supply for ${farmerName(values.producerLabel)} saved`,
      link: { to: pagePath('/logistics-management/supplies'), label: 'View supplies' },
    });
    onCreated();
  };

  return (
    <SupplyForm
      initialValues={initialValues}
      onSubmit={save}
      onCancel={onCancel}
      notice={detail && <ErrorPanel title="The supply was not saved" message={detail} />}
    />
  );
}
