import { useOrgId } from '@maziwa/api-client';
import type { CollectionScheduleRow } from '@maziwa/contracts';
import { formatDateTime, fromZonedInput, showToast, toZonedInput } from '@maziwa/ui';
import { DateTimeField, FormDialog } from '@maziwa/ui/forms';
import { useChangeTrips } from '../api/change-trips';
import { moved } from '../api/update-trip';
import { rescheduleSchema, type EditScheduleValues } from '../model/edit-schedule-schema';
import { PlanClashes, useClashWarning } from './plan-clashes';
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

/** The plan of the chosen start, once it is one the trips may move to. */
const planOf = ({ pickupStartTime }: RescheduleValues) => {
  const start = startOf(pickupStartTime);
  return start ? { start } : null;
};

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
  // The plan whose clashes are on screen: saving then means "save anyway".
  const { warnedFor, setWarnedFor, mustWarn } = useClashWarning(orgId, ids);

  const submit = async ({ pickupStartTime }: RescheduleValues) => {
    const start = fromZonedInput(pickupStartTime!);
    if (await mustWarn({ start })) return;
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
      <PlanClashes<RescheduleValues>
        ids={ids}
        planOf={planOf}
        onShown={setWarnedFor}
        hint="Save anyway to reschedule all the same."
      />
      <TripFailures error={save.error} rows={rows} />
    </FormDialog>
  );
}
