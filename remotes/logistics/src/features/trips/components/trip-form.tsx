import { useOrgId } from '@maziwa/api-client';
import {
  CheckboxGroupField,
  DateTimeField,
  FormPage,
  FormSection,
  SelectField,
  type SelectOption,
} from '@maziwa/ui/forms';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { useTripClashes } from '../api/get-trip-clashes';
import { TripClashWarning } from './trip-clash-warning';
import { tripFormSchema } from '../model/trip-form-schema';
import { emptyTripFormValues, tripStatusChoices, type TripFormValues } from '../model/trip-form-values';

export interface TripFormProps {
  driverOptions: SelectOption[];
  routeOptions: SelectOption[];
  /** May throw; the form then shows the error and keeps what was typed. */
  onSubmit(values: TripFormValues): Promise<void>;
  onCancel(): void;
  /** Above the buttons, e.g. why the drivers could not be loaded. */
  notice?: ReactNode;
}

/** Warns while the chosen drivers are already out on another trip at the chosen times. */
function DriverClashes({ driverOptions }: { driverOptions: SelectOption[] }) {
  const { values } = useFormikContext<TripFormValues>();
  const clashes = useTripClashes(useOrgId(), values);
  const nameOf = (id: string) => driverOptions.find((option) => option.value === id)?.label ?? id;
  return <TripClashWarning clashes={clashes.data ?? []} nameOf={nameOf} />;
}

/** The Add Trip form (docs/screens.md#add-trip): crew, route, times and status, validated by tripFormSchema. */
export function TripForm({ driverOptions, routeOptions, onSubmit, onCancel, notice }: TripFormProps) {
  return (
    <FormPage<TripFormValues>
      title="Add Trip"
      initialValues={emptyTripFormValues}
      validationSchema={tripFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Trip"
      notice={
        <>
          <DriverClashes driverOptions={driverOptions} />
          {notice}
        </>
      }
    >
      <FormSection title="Trip Details">
        <SelectField name="routeId" label="Route" options={routeOptions} placeholder="Select route" required />
        <DateTimeField name="startTime" label="Start Time" required />
        <DateTimeField name="endTime" label="End Time" required />
        <SelectField name="status" label="Status" options={tripStatusChoices} placeholder="Select status" required />
      </FormSection>
      <FormSection title="Crew">
        <CheckboxGroupField
          name="driverIds"
          label="Drivers"
          options={driverOptions}
          emptyText="No drivers yet: add one in Driver Management."
        />
      </FormSection>
    </FormPage>
  );
}
