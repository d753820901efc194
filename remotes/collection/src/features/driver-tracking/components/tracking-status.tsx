import type { DataSource, DriverTrackingRow } from '@maziwa/contracts';
import { StatusBadge, formatCode, type StatusTone } from '@maziwa/ui';

const TONES: Record<DriverTrackingRow['status'], StatusTone> = {
  scheduled: 'neutral',
  in_progress: 'info',
  completed: 'success',
  idle: 'warning',
};

/**
 * The status of a driver's latest trip, or Idle, as a pill.
 *
 * @example <TrackingStatusBadge status="in_progress" />
 */
export function TrackingStatusBadge({ status }: { status: DriverTrackingRow['status'] }) {
  return <StatusBadge label={formatCode(status)} tone={TONES[status] ?? 'neutral'} />;
}

const SOURCES: Record<DataSource, string> = {
  milk_analyzer: 'Milk Analyzer',
  mobile_app: 'Mobile App',
  manual: 'Manual',
};

/** Where the trip's latest reading came from, in words. */
export const dataSourceLabel = (source: string) => SOURCES[source as DataSource] ?? formatCode(source);
