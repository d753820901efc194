import type { Id, PersonStatus } from '@maziwa/contracts';
import { emptyPersonFormValues, type PersonFormValues } from '@maziwa/ui/forms';

/**
 * What the driver form holds (docs/screens.md#add-new-driver): the person's Personal Details
 * and Contact Information (shared with the farmer form), then License and Employment Details.
 * Dates are yyyy-MM-dd strings, files are the picked File or null, '' means "not chosen yet".
 */
export interface DriverFormValues extends PersonFormValues {
  licenseNumber: string;
  licenseExpiry: string;
  licenseDocument: File | null;
  employeeId: string;
  dateOfHire: string;
  status: PersonStatus | '';
  /** A route id of the organisation. */
  assignedRoute: Id;
  additionalInfo: string;
}

export const emptyDriverFormValues: DriverFormValues = {
  ...emptyPersonFormValues,
  licenseNumber: '',
  licenseExpiry: '',
  licenseDocument: null,
  employeeId: '',
  dateOfHire: '',
  status: '',
  assignedRoute: '',
  additionalInfo: '',
};
