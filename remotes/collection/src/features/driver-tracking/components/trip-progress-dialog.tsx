import { useOrgId } from '@maziwa/api-client';
import { DetailsList, Dialog, QueryState, formatCode, formatDateTime, formatNumber } from '@maziwa/ui';
import type { TrackingRow } from '../api/get-driver-tracking';
import { useTripProgress, type TripProgress } from '../api/get-trip-progress';
import { TrackingStatusBadge } from './tracking-status';
import './driver-tracking.css';

export interface TripProgressDialogProps {
  row: TrackingRow;
  onClose(): void;
}

function Centres({ centres, next }: { centres: string[]; next: string | null }) {
  return (
    <ol className="progress-centres" aria-label="Collection centres in visiting order">
      {centres.map((centre) => (
        <li key={centre} className={centre === next ? 'progress-centres__next' : undefined}>
          {centre === next ? `${centre} (next)` : centre}
        </li>
      ))}
    </ol>
  );
}

function TripDetails({ progress, row }: { progress: TripProgress | null; row: TrackingRow }) {
  if (!progress) return <p className="mz-dialog__text">{`${row.driver_name} has no trip yet.`}</p>;
  const { trip, schedule } = progress;
  const centres = schedule?.collection_centers ?? [];
  return (
    <DetailsList
      items={[
        { label: 'Route', value: schedule?.route_name ?? row.current_route },
        { label: 'Trip Start', value: formatDateTime(trip.start_time) },
        { label: 'Trip Status', value: formatCode(schedule?.pickup_status ?? trip.status) },
        {
          label: 'Collection Centers',
          value: centres.length > 0 ? <Centres centres={centres} next={row.next_collection_center} /> : null,
        },
        { label: 'Litres Collected So Far', value: schedule ? formatNumber(schedule.litres_collected) : null },
      ]}
    />
  );
}

/**
 * View Progress: the driver's latest trip, its route, its centres in visiting order (the
 * next one marked) and the litres collected so far.
 */
export function TripProgressDialog({ row, onClose }: TripProgressDialogProps) {
  const progress = useTripProgress(useOrgId(), row.id);
  return (
    <Dialog open title={`Progress of ${row.driver_name}`} onClose={onClose}>
      <DetailsList
        items={[
          { label: 'Status', value: <TrackingStatusBadge status={row.status} /> },
          { label: 'Last Update', value: formatDateTime(row.last_update) },
          { label: 'Milk Cans Collected', value: formatNumber(row.milk_cans_collected) },
        ]}
      />
      <h3 className="progress-heading">Latest Trip</h3>
      <QueryState
        isLoading={progress.isLoading}
        error={progress.error}
        loadingText="Loading trips..."
        errorText="Failed to fetch trips"
      >
        <TripDetails progress={progress.data ?? null} row={row} />
      </QueryState>
    </Dialog>
  );
}
