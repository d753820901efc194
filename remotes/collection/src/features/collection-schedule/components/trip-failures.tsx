import type { CollectionScheduleRow } from '@maziwa/contracts';
import { TripsNotSaved } from '../api/change-trips';
import { scheduleRowName } from '../model/schedule-row-name';
import './schedule.css';

/** Which trips a save could not change, and why (the others were saved). */
export function TripFailures({ error, rows }: { error: unknown; rows: CollectionScheduleRow[] }) {
  if (!(error instanceof TripsNotSaved)) return null;
  const nameOf = (id: string) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? scheduleRowName(row) : id;
  };
  return (
    <ul className="schedule-failures" aria-label="Trips not saved">
      {error.failures.map(({ id, reason }) => (
        <li key={id}>{`${nameOf(id)}: ${reason}`}</li>
      ))}
    </ul>
  );
}
