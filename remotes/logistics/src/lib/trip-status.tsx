import type { TripStatus } from '@maziwa/contracts';
import { StatusBadge, type FilterOption, type StatusTone } from '@maziwa/ui';

const TRIP_STATUS: Record<TripStatus, { label: string; tone: StatusTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  in_progress: { label: 'In Progress', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
};

/** "Scheduled", "In Progress", "Completed" (trip statuses, docs/rules.md#statuses). */
export const tripStatusLabel = (status: string) => TRIP_STATUS[status as TripStatus]?.label ?? status;

/** The trip statuses for a filter bar's Status select. */
export const tripStatusOptions: FilterOption[] = [
  { value: '', label: 'All Status' },
  ...Object.entries(TRIP_STATUS).map(([value, { label }]) => ({ value, label })),
];

/** @example <TripStatusBadge status="in_progress" /> */
export function TripStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={tripStatusLabel(status)} tone={TRIP_STATUS[status as TripStatus]?.tone ?? 'neutral'} />;
}
