import { useOrgId } from '@maziwa/api-client';
import { Dialog, QueryState } from '@maziwa/ui';
import { DetailsList } from '../../../lib/details';
import { formatDateTime, formatNumber, statusLabel } from '../../../lib/format';
import type { TrackingRow } from '../api/get-driver-tracking';
import { useTripProgress, type TripProgress } from '../api/get-trip-progress';
import { TrackingStatusBadge } from './tracking-status';
import '../../../lib/details.css';
import './driver-tracking.css';

export interface TripProgressDialogProps {
  row: TrackingRow;
  onClose(): void;
}

function Centres({ centres, next }: { centres: string[]; next: string | null }) {
  if (centres.length === 0) return <>N/A</>;
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
  if (!progress) return <p className="dialog-text">{`${row.driver_name} has no trip yet.`}</p>;
  const { trip, schedule } = progress;
  return (
    <DetailsList
      items={[
        ['Route', schedule?.route_name ?? row.current_route ?? 'N/A'],
        // The screen's other times use the default MM/dd/yyyy (spec 5), so this one does too.
        ['Trip Start', formatDateTime(trip.start_time)],
        ['Trip Status', statusLabel(schedule?.pickup_status ?? trip.status)],
        ['Collection Centers', <Centres key="centres" centres={schedule?.collection_centers ?? []} next={row.next_collection_center} />],
        ['Litres Collected So Far', schedule ? formatNumber(schedule.litres_collected) : 'N/A'],
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
          ['Status', <TrackingStatusBadge key="status" status={row.status} />],
          ['Last Update', formatDateTime(row.last_update)],
          ['Milk Cans Collected', formatNumber(row.milk_cans_collected)],
        ]}
      />
      <h3 className="progress-heading">Latest Trip</h3>
      <QueryState isLoading={progress.isLoading} error={progress.error} loadingText="Loading trips..." errorText="Failed to fetch trips">
        <TripDetails progress={progress.data ?? null} row={row} />
      </QueryState>
    </Dialog>
  );
}
