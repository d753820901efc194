import type { CollectionScheduleRow } from '@maziwa/contracts';
import { Button, DateTimeField, Dialog, Form, FormActions, SubmitButton } from '@maziwa/ui';
import { parseTime } from '../../../lib/format';
import { useChangeTrips } from '../api/change-trips';
import { moved } from '../api/update-trip';
import { rescheduleSchema, type EditScheduleValues } from './edit-schedule-schema';
import { scheduleRowName } from './schedule-row-name';
import { TripFailures } from './trip-failures';
import '../../../lib/details.css';
import './schedule.css';

export interface RescheduleDialogProps {
  /** The ticked trips. */
  rows: CollectionScheduleRow[];
  onClose(): void;
  /** Every trip was saved. */
  onSaved(): void;
}

type RescheduleValues = Pick<EditScheduleValues, 'pickupStartTime'>;

/** The start they share, if they all start together. */
function sharedStart(rows: CollectionScheduleRow[]): Date | null {
  const starts = new Set(rows.map((row) => parseTime(row.pick_start_time)?.getTime()));
  return starts.size === 1 ? parseTime(rows[0].pick_start_time) : null;
}

/**
 * Reschedule: the Edit Schedule dialog for the ticked trips. Each gets the new start
 * (PUT /trips/{id}) and keeps its length and its crew; Assign Drivers changes drivers.
 */
export function RescheduleDialog({ rows, onClose, onSaved }: RescheduleDialogProps) {
  const save = useChangeTrips();

  const submit = async ({ pickupStartTime }: RescheduleValues) => {
    await save.mutateAsync({ ids: rows.map((row) => row.id), change: (trip) => moved(trip, pickupStartTime!) });
    onSaved();
    onClose();
  };

  return (
    <Dialog open title="Edit Schedule" onClose={onClose}>
      <p className="dialog-text">{`Reschedule ${rows.length === 1 ? 'this trip' : `these ${rows.length} trips`}:`}</p>
      <ul className="schedule-trips">
        {rows.map((row) => (
          <li key={row.id}>{scheduleRowName(row)}</li>
        ))}
      </ul>
      <Form<RescheduleValues> initialValues={{ pickupStartTime: sharedStart(rows) }} validationSchema={rescheduleSchema} onSubmit={submit}>
        <DateTimeField name="pickupStartTime" label="Pickup Start Time" required />
        <TripFailures error={save.error} rows={rows} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton>Save</SubmitButton>
        </FormActions>
      </Form>
    </Dialog>
  );
}
