import type { Id, PersonStatus } from '@maziwa/contracts';
import { emptyPersonFormValues, type PersonFormValues } from '@maziwa/ui/forms';

/**
 * What the farmer form holds (docs/screens.md#add-new-farmer): the person's Personal Details and
 * Contact Information (shared with the driver form), then Farmer Details. `employeeId` is the
 * spec's name of the value the form labels Member ID.
 */
export interface FarmerFormValues extends PersonFormValues {
  employeeId: string;
  /** Date of Joining (the profile's date_of_hire). */
  dateOfHire: string;
  status: PersonStatus | '';
  /** A route id of the organisation, or '' (a farmer need not be on a route yet). */
  assignedRoute: Id;
  /** A collection centre id, or ''. */
  collectionCenter: Id;
  additionalInfo: string;
}

export const emptyFarmerFormValues: FarmerFormValues = {
  ...emptyPersonFormValues,
  employeeId: '',
  dateOfHire: '',
  status: 'active',
  assignedRoute: '',
  collectionCenter: '',
  additionalInfo: '',
};
