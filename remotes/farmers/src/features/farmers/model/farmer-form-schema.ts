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

// `satisfies` keeps the rules and the form values in step.
const rules = {
  ...personRules({ role: 'Farmer' }),
  employeeId: requiredText('Member ID').max(50, 'Member ID must be at most 50 characters'),
  dateOfHire: optionalDay('Date of Joining', notInTheFuture('Date of Joining')),
  status: statusRule,
  assignedRoute: yup.string(),
  collectionCenter: yup.string(),
  additionalInfo: additionalInfoRule,
} satisfies Record<keyof FarmerFormValues, yup.AnySchema>;

/**
 * Rules of the farmer form (docs/rules.md#required-fields): full name, date of birth, gender,
 * phone, e-mail, Member ID and status are required; route, centre and joining day are not.
 */
export const farmerFormSchema = yup.object(rules);
