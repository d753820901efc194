import type { Id, TripStatus } from '@maziwa/contracts';
import type { SelectOption } from '@maziwa/ui/forms';

/**
 * What the Add Trip form holds (docs/screens.md#add-trip). Times are Dates whose local
 * fields show the organisation's clock (the date-time picker's value); null = not chosen.
 */
export interface TripFormValues {
  /** Driver links. */
  driverIds: Id[];
  routeId: Id;
  startTime: Date | null;
  endTime: Date | null;
  status: TripStatus;
}

export const emptyTripFormValues: TripFormValues = {
  driverIds: [],
  routeId: '',
  startTime: null,
  endTime: null,
  status: 'scheduled',
};

export const tripStatusChoices: SelectOption[] = [
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];
