import {
  additionalInfoRule,
  notInTheFuture,
  optionalDay,
  personRules,
  requiredText,
  statusRule,
} from '@maziwa/ui/forms';
import * as yup from 'yup';
import type { FarmerFormValues } from './farmer-form-values';
import { FARMER_PHONE_MESSAGE, normaliseFarmerPhone } from './farmer-phone';

// `satisfies` keeps the rules and the form values in step.
const rules = {
  ...personRules({ role: 'Farmer' }),
  // Narrower than a person's: the API takes only a number an SMS can reach (farmer-phone.ts).
  phoneNumber: requiredText('Phone Number').test(
    'kenyan-mobile',
    FARMER_PHONE_MESSAGE,
    (value) => !value || normaliseFarmerPhone(value) !== null,
  ),
  employeeId: requiredText('Member ID').max(50, 'Member ID must be at most 50 characters'),
  dateOfHire: optionalDay('Date of Joining', notInTheFuture('Date of Joining')),
  status: statusRule,
  assignedRoute: yup.string(),
  collectionCenter: yup.string(),
  additionalInfo: additionalInfoRule,
  smsLanguage: yup.string().oneOf(['en', 'sw'], 'Choose English or Kiswahili').required('SMS Language is required'),
  deliverySmsOptOut: yup.boolean(),
} satisfies Record<keyof FarmerFormValues, yup.AnySchema>;

/**
 * Rules of the farmer form (docs/rules.md#required-fields): full name, date of birth, gender,
 * phone (a Kenyan mobile number), e-mail, Member ID, status and SMS language are required; route,
 * centre and joining day are not.
 */
export const farmerFormSchema = yup.object(rules);
