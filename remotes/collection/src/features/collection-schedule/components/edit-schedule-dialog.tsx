import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow, Trip } from '@maziwa/contracts';
import { Button, DateTimeField, Dialog, Form, FormActions, QueryState, SelectField, SubmitButton } from '@maziwa/ui';
import { parseTime } from '../../../lib/format';
import { useChangeTrips } from '../api/change-trips';
import { useDrivers, type DriverLink } from '../api/get-drivers';
import { useTrip } from '../api/get-trip';
import { moved, withDriver } from '../api/update-trip';
import { driverOptions } from './driver-options';
import { editScheduleSchema, type EditScheduleValues } from './edit-schedule-schema';
import { TripFailures } from './trip-failures';

export interface EditScheduleDialogProps {
  row: CollectionScheduleRow;
  onClose(): void;
}

/**
 * Edit (spec 2.6): the Edit Schedule dialog for one trip, Assigned Driver and Pickup
 * Start Time, saved with PUT /trips/{id} (the spec's dialog only logs). A later start
 * moves the end along, so the trip keeps its length.
 */
export function EditScheduleDialog({ row, onClose }: EditScheduleDialogProps) {
  const trip = useTrip(row.id);
  const drivers = useDrivers(useOrgId());

  return (
    <Dialog open title="Edit Schedule" onClose={onClose}>
      <QueryState
        isLoading={trip.isLoading || drivers.isLoading}
        error={trip.error ?? drivers.error}
        errorText="The schedule could not be loaded"
      >
        {trip.data && drivers.data && <EditScheduleForm row={row} trip={trip.data} drivers={drivers.data} onClose={onClose} />}
      </QueryState>
    </Dialog>
  );
}

interface EditScheduleFormProps extends EditScheduleDialogProps {
  trip: Trip;
  drivers: DriverLink[];
}

function EditScheduleForm({ row, trip, drivers, onClose }: EditScheduleFormProps) {
  const save = useChangeTrips();
  const driverIds = new Set(drivers.map((link) => link.id));
  const currentDriver = trip.user_roles_ids.find((id) => driverIds.has(id)) ?? '';

  const submit = async ({ driverId, pickupStartTime }: EditScheduleValues) => {
    await save.mutateAsync({
      ids: [row.id],
      change: (stored) => {
        const change = moved(stored, pickupStartTime!);
        const storedDriver = stored.user_roles_ids.find((id) => driverIds.has(id));
        return storedDriver === driverId ? change : { ...change, user_roles_ids: withDriver(stored.user_roles_ids, driverId, driverIds) };
      },
    });
    onClose();
  };

  return (
    <Form<EditScheduleValues>
      initialValues={{ driverId: currentDriver, pickupStartTime: parseTime(trip.start_time) }}
      validationSchema={editScheduleSchema}
      onSubmit={submit}
    >
      <SelectField name="driverId" label="Assigned Driver" options={driverOptions(drivers)} placeholder="Select a driver" required />
      <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
      <TripFailures error={save.error} rows={[row]} />
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton>Save</SubmitButton>
      </FormActions>
    </Form>
  );
}
