import type { CollectionScheduleRow } from '@maziwa/contracts';
import { formatDateTime } from '@maziwa/ui';

/**
 * What a person calls a schedule row: a route runs many trips, so its start tells them
 * apart ("Kiambu North 06/01/2025 05:30"), for row buttons and checkboxes.
 */
export function scheduleRowName(row: Pick<CollectionScheduleRow, 'route_name' | 'pick_start_time'>): string {
  return `${row.route_name} ${formatDateTime(row.pick_start_time)}`;
}
