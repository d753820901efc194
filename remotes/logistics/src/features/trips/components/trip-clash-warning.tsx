import type { TripClash } from '@maziwa/api-client';
import { formatDateTime } from '@maziwa/ui';
import './trip-clash-warning.css';

export interface TripClashWarningProps {
  clashes: TripClash[];
  /** A driver's name by link id. */
  nameOf(linkId: string): string;
}

/**
 * Says which chosen drivers already have a trip during the planned times, with that trip's
 * route and times. Saving stays allowed: a warning, not a refusal.
 *
 * @example <TripClashWarning clashes={clashes.data ?? []} nameOf={(id) => names.get(id) ?? id} />
 */
export function TripClashWarning({ clashes, nameOf }: TripClashWarningProps) {
  if (clashes.length === 0) return null;
  return (
    <div className="trip-clash-warning" role="status" aria-label="Drivers already on a trip">
      <p className="trip-clash-warning__title">
        {clashes.length === 1 ? 'A driver already has a trip then' : 'Drivers already have trips then'}
      </p>
      <ul>
        {clashes.map(({ driverId, trip }) => (
          <li key={`${driverId}-${trip.id}`}>
            {`${nameOf(driverId)}: ${trip.route_name ?? 'a trip'}, ${formatDateTime(trip.start_time)} – ${formatDateTime(trip.end_time)}`}
          </li>
        ))}
      </ul>
      <p className="trip-clash-warning__hint">You can still save the trip.</p>
    </div>
  );
}
