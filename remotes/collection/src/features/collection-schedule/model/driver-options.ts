import type { SelectOption } from '@maziwa/ui/forms';
import { driverName, type DriverLink } from '../api/get-drivers';

/** The drivers as select options, by name. */
export function driverOptions(drivers: DriverLink[]): SelectOption[] {
  return drivers
    .map((link) => ({ value: link.id, label: driverName(link) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
