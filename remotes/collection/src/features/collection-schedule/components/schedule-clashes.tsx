import type { TripClash } from '@maziwa/api-client';
import { formatDateTime } from '@maziwa/ui';
import './schedule.css';

export interface ScheduleClashesProps {
  clashes: TripClash[];
  /** A driver's name by link id. */
  nameOf(linkId: string): string;
  /**
   * The ticked trip a clash is of, by its id ("Kiambu North 28/11/2026 17:45"), when the
   * dialog plans several: the line then says which of them overlaps the other trip.
   */
  plannedOf?(tripId: string): string | null;
  /** What saving now does, e.g. "Save anyway to reschedule all the same." */
  hint: string;
}

/**
 * Which drivers of the planned trips already have another trip then: the driver, the other
 * trip's route and times (and, planning several, which ticked trip overlaps it). A warning:
 * the person may change the plan or save anyway.
 */
export function ScheduleClashes({ clashes, nameOf, plannedOf, hint }: ScheduleClashesProps) {
  if (clashes.length === 0) return null;
  return (
    <div className="schedule-clashes" role="status" aria-label="Drivers already on a trip">
      <p className="schedule-clashes__title">
        {clashes.length === 1 ? 'A driver already has a trip then' : 'Drivers already have trips then'}
      </p>
      <ul>
        {clashes.map(({ key, driverId, trip }) => {
          const planned = plannedOf?.(key);
          const other = `${trip.route_name ?? 'a trip'}, ${formatDateTime(trip.start_time)} – ${formatDateTime(trip.end_time)}`;
          return (
            <li key={`${key}-${driverId}-${trip.id}`}>
              {planned ? `${nameOf(driverId)}: ${planned} overlaps ${other}` : `${nameOf(driverId)}: ${other}`}
            </li>
          );
        })}
      </ul>
      <p className="schedule-clashes__hint">{hint}</p>
    </div>
  );
}
