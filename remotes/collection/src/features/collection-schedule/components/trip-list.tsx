import type { CollectionScheduleRow } from '@maziwa/contracts';
import { scheduleRowName } from '../model/schedule-row-name';

/** The ticked trips a dialog is about to change, after a line saying what it does. */
export function TripList({ lead, rows }: { lead: string; rows: CollectionScheduleRow[] }) {
  return (
    <>
      <p>{lead}</p>
      <ul>
        {rows.map((row) => (
          <li key={row.id}>{scheduleRowName(row)}</li>
        ))}
      </ul>
    </>
  );
}
