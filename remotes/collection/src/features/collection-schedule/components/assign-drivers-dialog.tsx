import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog, SelectField } from '@maziwa/ui/forms';
import { useChangeTrips } from '../api/change-trips';
import { useDrivers } from '../api/get-drivers';
import { withDriver } from '../api/update-trip';
import { driverOptions } from '../model/driver-options';
import { assignDriverSchema, type AssignDriverValues } from '../model/edit-schedule-schema';
import { scheduleRowName } from '../model/schedule-row-name';
import { PlanClashes, useClashWarning } from './plan-clashes';
import { TripFailures } from './trip-failures';
import { TripList } from './trip-list';

export interface AssignDriversDialogProps {
  /** The ticked trips. */
  rows: CollectionScheduleRow[];
  onClose(): void;
  /** Every trip was saved. */
  onSaved(): void;
}

/** The plan of the chosen driver, once chosen. */
const planOf = ({ driverId }: AssignDriverValues) => (driverId ? { driverId } : null);

/**
 * Assign Drivers: one driver (GET /user-roles, role Driver) for every ticked trip, saved
 * as each trip's user_roles_ids (PUT /trips/{id}): the driver replaces the trip's
 * drivers; QA agents on the crew stay. A driver who would be on two overlapping trips (one
 * they already have, or two of the ticked ones: the 17:45 and the 17:50) is a warning naming
 * the other trip, the overlap rule of Add Trip and Edit Schedule: the person changes driver
 * or saves anyway.
 */
export function AssignDriversDialog({ rows, onClose, onSaved }: AssignDriversDialogProps) {
  const orgId = useOrgId();
  const drivers = useDrivers(orgId);
  const save = useChangeTrips();
  const ids = rows.map((row) => row.id);
  // The plan whose clashes are on screen: saving then means "save anyway".
  const { warnedFor, setWarnedFor, mustWarn } = useClashWarning(orgId, ids);
  const plannedOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    return rows.length > 1 && row ? scheduleRowName(row) : null;
  };

  const submit = async ({ driverId }: AssignDriverValues) => {
    if (await mustWarn({ driverId })) return;
    const driverIds = new Set((drivers.data ?? []).map((link) => link.id));
    await save.mutateAsync({
      ids,
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
      submitLabel={warnedFor ? 'Save anyway' : 'Save'}
    >
      <SelectField
        name="driverId"
        label="Assigned Driver"
        options={driverOptions(drivers.data ?? [])}
        placeholder="Select a driver"
        required
      />
      <PlanClashes<AssignDriverValues>
        ids={ids}
        planOf={planOf}
        onShown={setWarnedFor}
        plannedOf={plannedOf}
        hint="Choose another driver, or save anyway."
      />
      <TripFailures error={save.error} rows={rows} />
    </FormDialog>
  );
}
