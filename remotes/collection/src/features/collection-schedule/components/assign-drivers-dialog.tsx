import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog, SelectField } from '@maziwa/ui/forms';
import { useChangeTrips } from '../api/change-trips';
import { useDrivers } from '../api/get-drivers';
import { withDriver } from '../api/update-trip';
import { driverOptions } from '../model/driver-options';
import { assignDriverSchema, type AssignDriverValues } from '../model/edit-schedule-schema';
import { TripFailures } from './trip-failures';
import { TripList } from './trip-list';

export interface AssignDriversDialogProps {
  /** The ticked trips. */
  rows: CollectionScheduleRow[];
  onClose(): void;
  /** Every trip was saved. */
  onSaved(): void;
}

/**
 * Assign Drivers: one driver (GET /user-roles, role Driver) for every ticked trip, saved
 * as each trip's user_roles_ids (PUT /trips/{id}): the driver replaces the trip's
 * drivers; QA agents on the crew stay.
 */
export function AssignDriversDialog({ rows, onClose, onSaved }: AssignDriversDialogProps) {
  const drivers = useDrivers(useOrgId());
  const save = useChangeTrips();

  const submit = async ({ driverId }: AssignDriverValues) => {
    const driverIds = new Set((drivers.data ?? []).map((link) => link.id));
    await save.mutateAsync({
      ids: rows.map((row) => row.id),
      change: (trip) => ({ user_roles_ids: withDriver(trip.user_roles_ids, driverId, driverIds) }),
    });
    showToast({
      message: rows.length === 1 ? 'Driver assigned to 1 schedule' : `Driver assigned to ${rows.length} schedules`,
    });
    onSaved();
    onClose();
  };

  return (
    <FormDialog<AssignDriverValues>
      title="Assign Drivers"
      onClose={onClose}
      intro={
        <TripList
          lead={`Assign a driver to ${rows.length === 1 ? 'this trip' : `these ${rows.length} trips`}:`}
          rows={rows}
        />
      }
      load={{
        isLoading: drivers.isLoading,
        error: drivers.error,
        loadingText: 'Loading user roles...',
        errorText: 'Failed to fetch user roles',
      }}
      initialValues={drivers.data && { driverId: '' }}
      validationSchema={assignDriverSchema}
      onSubmit={submit}
      submitLabel="Save"
    >
      <SelectField
        name="driverId"
        label="Assigned Driver"
        options={driverOptions(drivers.data ?? [])}
        placeholder="Select a driver"
        required
      />
      <TripFailures error={save.error} rows={rows} />
    </FormDialog>
  );
}
