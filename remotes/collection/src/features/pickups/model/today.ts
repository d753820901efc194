import { toZonedInput } from '@maziwa/ui';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Today in the organisation's zone, yyyy-MM-dd: the day Pickup Management opens on
 * (docs/screens.md#pickup-management). The organisation's clock, not the browser's, so a
 * laptop set to another zone still opens on the centres' day.
 *
 * @example organisationToday(new Date('2025-02-02T22:30:00Z')) // "2025-02-03" (Nairobi)
 */
export function organisationToday(now = new Date()): string {
  const day = toZonedInput(now) ?? now;
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
