import type { TripClash } from '@maziwa/api-client';
import { formatDateTime } from '@maziwa/ui';
import './schedule.css';

export interface RescheduleClashesProps {
  clashes: TripClash[];
  /** A driver's name by link id. */
  nameOf(linkId: string): string;
}

/**
 * Which drivers of the moved trips already have another trip then (its route and times).
 * A warning: the person may save anyway.
 */
export function RescheduleClashes({ clashes, nameOf }: RescheduleClashesProps) {
  if (clashes.length === 0) return null;
  return (
    <div className="schedule-clashes" role="status" aria-label="Drivers already on a trip">
      <p className="schedule-clashes__title">
        {clashes.length === 1 ? 'A driver already has a trip then' : 'Drivers already have trips then'}
      </p>
      <ul>
        {clashes.map(({ key, driverId, trip }) => (
          <li key={`${key}-${driverId}-${trip.id}`}>
            {`${nameOf(driverId)}: ${trip.route_name ?? 'a trip'}, ${formatDateTime(trip.start_time)} – ${formatDateTime(trip.end_time)}`}
          </li>
        ))}
      </ul>
      <p className="schedule-clashes__hint">Save anyway to reschedule all the same.</p>
    </div>
  );
}
