import { errorMessage } from '@maziwa/api-client';
import type { CollectionCentreReportRow, Location } from '@maziwa/contracts';
import { CheckboxField, FormDialog, TextField } from '@maziwa/ui';
import { useLocation } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { centreFormSchema, type CentreFormValues } from './centre-form-schema';

export interface EditCentreDialogProps {
  centre: CollectionCentreReportRow;
  onClose(): void;
}

const valuesOf = (location: Location): CentreFormValues => ({
  name: location.name,
  capacity: location.capacity,
  is_active: location.is_active,
});

/** Edit: a centre's name, capacity and status, saved with PUT /locations/{id}. */
export function EditCentreDialog({ centre, onClose }: EditCentreDialogProps) {
  const { data: location, isLoading, error, refetch } = useLocation(centre.id);
  const update = useUpdateLocation();

  const save = async ({ name, capacity, is_active }: CentreFormValues) => {
    await update.mutateAsync({ id: centre.id, changes: { name: name.trim(), capacity: Number(capacity), is_active } });
    onClose();
  };

  return (
    <FormDialog<CentreFormValues>
      title={`Edit ${centre.route_name}`}
      onClose={onClose}
      load={{
        isLoading,
        error,
        errorText: 'Failed to fetch collectionCenters',
        errorMessage: error != null ? errorMessage(error) : undefined,
        onRetry: () => void refetch(),
      }}
      initialValues={location && valuesOf(location)}
      validationSchema={centreFormSchema}
      onSubmit={save}
      submitLabel="Save"
    >
      <TextField name="name" label="Center Name" required />
      <TextField name="capacity" label="Capacity (L)" type="number" required />
      <CheckboxField name="is_active" label="Active" />
    </FormDialog>
  );
}
