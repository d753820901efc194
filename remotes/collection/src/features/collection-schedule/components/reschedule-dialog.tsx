import type { CollectionScheduleRow } from '@maziwa/contracts';
import { DateTimeField, FormDialog, fromZonedInput, toZonedInput } from '@maziwa/ui';
import { useChangeTrips } from '../api/change-trips';
import { moved } from '../api/update-trip';
import { rescheduleSchema, type EditScheduleValues } from './edit-schedule-schema';
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

/**
 * Reschedule: the Edit Schedule dialog for the ticked trips. Each gets the new start
 * (PUT /trips/{id}) and keeps its length and its crew; Assign Drivers changes drivers.
 */
export function RescheduleDialog({ rows, onClose, onSaved }: RescheduleDialogProps) {
  const save = useChangeTrips();

  const submit = async ({ pickupStartTime }: RescheduleValues) => {
    await save.mutateAsync({ ids: rows.map((row) => row.id), change: (trip) => moved(trip, fromZonedInput(pickupStartTime!)) });
    onSaved();
    onClose();
  };

  return (
    <FormDialog<RescheduleValues>
      title="Edit Schedule"
      onClose={onClose}
      intro={<TripList lead={`Reschedule ${rows.length === 1 ? 'this trip' : `these ${rows.length} trips`}:`} rows={rows} />}
      initialValues={{ pickupStartTime: sharedStart(rows) }}
      validationSchema={rescheduleSchema}
      onSubmit={submit}
      submitLabel="Save"
    >
      <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
      <TripFailures error={save.error} rows={rows} />
    </FormDialog>
  );
}
