import type { Route } from '@maziwa/contracts';
import { FormDialog, TextField } from '@maziwa/ui';
import { useUpdateRoute } from '../api/update-route';
import { routeFormSchema, type RouteFormValues } from './route-form-schema';

export interface EditRouteDialogProps {
  route: Route;
  onClose(): void;
}

/** Edit: a route's name, distance and estimated time, saved with PUT /routes/{id}. */
export function EditRouteDialog({ route, onClose }: EditRouteDialogProps) {
  const update = useUpdateRoute();

  const save = async ({ name, distance, estimated_time }: RouteFormValues) => {
    await update.mutateAsync({
      id: route.id,
      changes: { name: name.trim(), distance: Number(distance), estimated_time: Number(estimated_time) },
    });
    onClose();
  };

  return (
    <FormDialog<RouteFormValues>
      title={`Edit route ${route.name}`}
      onClose={onClose}
      initialValues={{ name: route.name, distance: route.distance, estimated_time: route.estimated_time }}
      validationSchema={routeFormSchema}
      onSubmit={save}
      submitLabel="Save"
    >
      <TextField name="name" label="Route Name" required />
      <TextField name="distance" label="Distance (km)" type="number" required />
      <TextField name="estimated_time" label="Estimated Time (minutes)" type="number" required />
    </FormDialog>
  );
}
