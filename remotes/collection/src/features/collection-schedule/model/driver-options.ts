import type { UserRole } from '@maziwa/contracts';
import type { SelectOption } from '@maziwa/ui/forms';

/** A Driver link; with populate=user the API nests its user account. */
export type DriverLink = UserRole;

/** "First Last" of a driver, else their member id. */
export function driverName(link: DriverLink): string {
  const name = [link.user?.first_name, link.user?.last_name].filter(Boolean).join(' ');
  return name || link.member_id || 'Unknown';
}

/** The drivers as select options, by name. */
export function driverOptions(drivers: DriverLink[]): SelectOption[] {
  return drivers
    .map((link) => ({ value: link.id, label: driverName(link) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
