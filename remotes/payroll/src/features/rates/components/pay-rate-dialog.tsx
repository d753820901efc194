import { producerLabel, useOrgId } from '@maziwa/api-client';
import { showToast } from '@maziwa/ui';
import { DateField, FarmerSearchField, FormDialog, SelectField, TextAreaField, TextField } from '@maziwa/ui/forms';
import type { PayRate, PayRateGroup } from '../api/get-pay-rates';
import { useRouteOptions } from '../api/get-route-options';
import { useSavePayRate, type PayRateSave } from '../api/save-pay-rate';
import { payRateSchema, type PayRateFormValues } from '../model/pay-rate-schema';
import { rateOwner } from '../model/rate-owner';

export interface PayRateDialogProps {
  group: PayRateGroup;
  /** The rate to edit; none adds one. */
  rate?: PayRate;
  onClose(): void;
}

const FARMER_KINDS = [
  { value: 'farmer', label: 'Standing rate (until a later one starts)' },
  { value: 'farmer_special', label: 'Special rate for a period' },
];

function valuesOf(group: PayRateGroup, rate?: PayRate): PayRateFormValues {
  return {
    kind: rate?.kind ?? group,
    producer_id: rate?.producer_id ?? '',
    producer_label: rate?.producer_id && rate.farmer_name ? producerLabel(rate.farmer_name, rate.member_id) : '',
    route_id: rate?.route_id ?? '',
    rate_per_litre: rate?.rate_per_litre ?? '',
    effective_from: rate?.effective_from ?? '',
    effective_to: rate?.effective_to ?? '',
    notes: rate?.notes ?? '',
  };
}

function toSave(values: PayRateFormValues, rate?: PayRate): PayRateSave {
  const changes = {
    rate_per_litre: Number(values.rate_per_litre),
    effective_from: values.effective_from,
    ...(values.kind === 'farmer_special' ? { effective_to: values.effective_to } : {}),
    notes: values.notes.trim() || null,
  };
  if (rate) return { id: rate.id, body: changes };
  const target = values.kind === 'route' ? { route_id: values.route_id } : { producer_id: values.producer_id };
  return { body: { kind: values.kind, ...target, ...changes } };
}

/**
 * Add or Edit a farmer's or a route's rate. Whose rate it is is chosen when adding and fixed
 * after; the API refuses (at Effective From) a change to pay already approved.
 */
export function PayRateDialog({ group, rate, onClose }: PayRateDialogProps) {
  const save = useSavePayRate();
  const routes = useRouteOptions(useOrgId());
  const adding = !rate;
  const noun = group === 'route' ? 'Route Rate' : 'Farmer Rate';
  const needsRoutes = adding && group === 'route';

  return (
    <FormDialog<PayRateFormValues>
      title={adding ? `Add ${noun}` : `Edit ${noun}`}
      intro={rate ? `For ${rateOwner(rate)}.` : undefined}
      onClose={onClose}
      load={
        needsRoutes
          ? {
              isLoading: routes.isLoading,
              error: routes.error,
              errorText: 'Failed to fetch routes',
              onRetry: () => void routes.refetch(),
            }
          : undefined
      }
      initialValues={needsRoutes && !routes.data ? undefined : valuesOf(group, rate)}
      validationSchema={payRateSchema}
      explainErrors
      onSubmit={async (values) => {
        const saved = await save.mutateAsync(toSave(values, rate));
        showToast({ message: `${noun} for ${rateOwner(saved)} saved` });
        onClose();
      }}
      submitLabel="Save"
    >
      {({ values }) => (
        <>
          {adding && group === 'farmer' && (
            <>
              <FarmerSearchField name="producer_id" labelName="producer_label" required />
              <SelectField name="kind" label="Type" options={FARMER_KINDS} required />
            </>
          )}
          {needsRoutes && (
            <SelectField
              name="route_id"
              label="Route"
              options={routes.data ?? []}
              placeholder="Select a route"
              required
            />
          )}
          <TextField name="rate_per_litre" label="Rate (Ksh per litre)" type="number" required />
          <DateField name="effective_from" label="Effective From" required />
          {values.kind === 'farmer_special' && (
            <DateField name="effective_to" label="Effective To" min={values.effective_from} required />
          )}
          <TextAreaField name="notes" label="Notes" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
