import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow, Trip } from '@maziwa/contracts';
import { fromZonedInput, showToast, toZonedInput } from '@maziwa/ui';
import { DateTimeField, FormDialog, SelectField } from '@maziwa/ui/forms';
import { useChangeTrips } from '../api/change-trips';
import { useDrivers } from '../api/get-drivers';
import { useTrip } from '../api/get-trip';
import { moved, withDriver } from '../api/update-trip';
import { driverOptions } from '../model/driver-options';
import { editScheduleSchema, type EditScheduleValues } from '../model/edit-schedule-schema';
import { PlanClashes, useClashWarning } from './plan-clashes';
import { TripFailures } from './trip-failures';

export interface EditScheduleDialogProps {
  row: CollectionScheduleRow;
  onClose(): void;
}

/** The trip's driver (the first of its crew who is a driver) and start, on the organisation's clock. */
function valuesOf(trip: Trip, driverIds: Set<string>): EditScheduleValues {
  return {
    driverId: trip.user_roles_ids.find((id) => driverIds.has(id)) ?? '',
    pickupStartTime: toZonedInput(trip.start_time),
  };
}

/** The plan of the chosen driver and start, once both are chosen. */
const planOf = ({ driverId, pickupStartTime }: EditScheduleValues) =>
  driverId && pickupStartTime ? { driverId, start: fromZonedInput(pickupStartTime) } : null;

/**
 * Edit (docs/screens.md#edit-schedule): the Edit Schedule dialog for one trip, Assigned Driver and Pickup
 * Start Time, saved with PUT /trips/{id} (the spec's dialog only logs). A later start
 * moves the end along, so the trip keeps its length. A driver who already has another trip
 * then is a warning naming that trip (the overlap rule of Add Trip and Assign Drivers): the
 * person changes driver or start, or saves anyway.
 */
export function EditScheduleDialog({ row, onClose }: EditScheduleDialogProps) {
  const orgId = useOrgId();
  const trip = useTrip(row.id);
  const drivers = useDrivers(orgId);
  const save = useChangeTrips();
  // The plan whose clashes are on screen: saving then means "save anyway".
  const { warnedFor, setWarnedFor, mustWarn } = useClashWarning(orgId, [row.id]);
  const driverIds = new Set((drivers.data ?? []).map((link) => link.id));

  const submit = async ({ driverId, pickupStartTime }: EditScheduleValues) => {
    if (await mustWarn({ driverId, start: fromZonedInput(pickupStartTime!) })) return;
    await save.mutateAsync({
      ids: [row.id],
      change: (stored) => {
        const change = moved(stored, fromZonedInput(pickupStartTime!));
        const storedDriver = stored.user_roles_ids.find((id) => driverIds.has(id));
        return storedDriver === driverId
          ? change
          : { ...change, user_roles_ids: withDriver(stored.user_roles_ids, driverId, driverIds) };
      },
    });
    showToast({ message: `Schedule on ${row.route_name} saved` });
    onClose();
  };

  return (
    <FormDialog<EditScheduleValues>
      title="Edit Schedule"
      onClose={onClose}
      load={{
        isLoading: trip.isLoading || drivers.isLoading,
        error: trip.error ?? drivers.error,
        errorText: 'The schedule could not be loaded',
      }}
      initialValues={trip.data && drivers.data ? valuesOf(trip.data, driverIds) : undefined}
      validationSchema={editScheduleSchema}
      onSubmit={submit}
      submitLabel={warnedFor ? 'Save anyway' : 'Save'}
    >
      <SelectField
        name="driverId"
        label="Assigned Driver"
        options={driverOptions(drivers.data ?? [])}
        placeholder="Select a driver"
        required
      />
      <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
      <PlanClashes<EditScheduleValues>
        ids={[row.id]}
        planOf={planOf}
        onShown={setWarnedFor}
        hint="Choose another driver or start, or save anyway."
      />
      <TripFailures error={save.error} rows={[row]} />
    </FormDialog>
  );
}
