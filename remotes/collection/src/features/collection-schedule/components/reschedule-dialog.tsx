import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { formatDateTime, fromZonedInput, showToast, toZonedInput } from '@maziwa/ui';
import { DateTimeField, FormDialog } from '@maziwa/ui/forms';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useChangeTrips } from '../api/change-trips';
import { useDrivers } from '../api/get-drivers';
import { driverName } from '../model/driver-options';
import { useRescheduleClashCheck, useRescheduleClashes } from '../api/get-reschedule-clashes';
import { moved } from '../api/update-trip';
import { rescheduleSchema, type EditScheduleValues } from '../model/edit-schedule-schema';
import { RescheduleClashes } from './reschedule-clashes';
import { TripFailures } from './trip-failures';
import { TripList } from './trip-list';

export interface RescheduleDialogProps {
  /** The ticked trips. */
  rows: CollectionScheduleRow[];
  onClose(): void;
  /** Every trip was saved. */
  onSaved(): void;
}

type RescheduleValues = Pick<EditScheduleValues, 'pickupStartTime'>;

/** The start they share, if they all start together, on the organisation's clock. */
function sharedStart(rows: CollectionScheduleRow[]): Date | null {
  const starts = new Set(rows.map((row) => toZonedInput(row.pick_start_time)?.getTime()));
  return starts.size === 1 ? toZonedInput(rows[0].pick_start_time) : null;
}

/** The chosen start as an instant, once it is one the trips may move to. */
const startOf = (value: Date | null) =>
  value && fromZonedInput(value).getTime() > Date.now() ? fromZonedInput(value) : null;

/** Shows the clashes of the start being chosen and tells the dialog which start they were shown for. */
function ChosenStartClashes({ ids, onShown }: { ids: string[]; onShown(start: string | null): void }) {
  const orgId = useOrgId();
  const { values } = useFormikContext<RescheduleValues>();
  const start = startOf(values.pickupStartTime);
  const clashes = useRescheduleClashes(orgId, ids, start);
  const drivers = useDrivers(orgId);
  const shown = start && clashes.data && clashes.data.length > 0 ? start.toISOString() : null;
  useEffect(() => onShown(shown), [shown, onShown]);
  const nameOf = (id: string) => {
    const link = drivers.data?.find((candidate) => candidate.id === id);
    return link ? driverName(link) : id;
  };
  return start ? <RescheduleClashes clashes={clashes.data ?? []} nameOf={nameOf} /> : null;
}

/**
 * Reschedule (docs/screens.md#reschedule): the ticked trips move to a new start (PUT
 * /trips/{id}), each keeping its length and its crew; Assign Drivers changes drivers. A
 * start in the past is refused; a driver already out on another trip then is a warning the
 * person sees before saving, and may save anyway.
 */
export function RescheduleDialog({ rows, onClose, onSaved }: RescheduleDialogProps) {
  const orgId = useOrgId();
  const ids = rows.map((row) => row.id);
  const save = useChangeTrips();
  // The start whose clashes are on screen: saving then means "save anyway".
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const clashesAt = useRescheduleClashCheck(orgId, ids);

  const submit = async ({ pickupStartTime }: RescheduleValues) => {
    const start = fromZonedInput(pickupStartTime!);
    // Pressed before the check answered: show what it found first, save on the next press.
    // A check that fails does not hold the reschedule up: it only ever warns.
    if (warnedFor !== start.toISOString() && (await clashesAt(start).catch(() => [])).length > 0) return;
    await save.mutateAsync({ ids, change: (trip) => moved(trip, start) });
    const what = rows.length === 1 ? '1 schedule' : `${rows.length} schedules`;
    showToast({ message: `Rescheduled ${what} to ${formatDateTime(start)}` });
    onSaved();
    onClose();
  };

  return (
    <FormDialog<RescheduleValues>
      title="Reschedule"
      onClose={onClose}
      intro={
        <TripList lead={`Reschedule ${rows.length === 1 ? 'this trip' : `these ${rows.length} trips`}:`} rows={rows} />
      }
      initialValues={{ pickupStartTime: sharedStart(rows) }}
      validationSchema={rescheduleSchema}
      onSubmit={submit}
      submitLabel={warnedFor ? 'Save anyway' : 'Save'}
    >
      <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
      <ChosenStartClashes ids={ids} onShown={setWarnedFor} />
      <TripFailures error={save.error} rows={rows} />
    </FormDialog>
  );
}
