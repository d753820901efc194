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
  /** The language of the farmer's SMS (docs/screens.md#add-new-farmer). */
  smsLanguage: SmsLanguage;
  /** "Do not send delivery SMS": payment SMS still go. */
  deliverySmsOptOut: boolean;
}

export type SmsLanguage = 'en' | 'sw';

/** SMS Language's choices. */
export const smsLanguageOptions: { value: SmsLanguage; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'sw', label: 'Kiswahili' },
];

export const emptyFarmerFormValues: FarmerFormValues = {
  ...emptyPersonFormValues,
  employeeId: '',
  dateOfHire: '',
  status: 'active',
  assignedRoute: '',
  collectionCenter: '',
  additionalInfo: '',
  smsLanguage: 'en',
  deliverySmsOptOut: false,
};
