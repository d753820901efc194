import { today } from '@maziwa/ui';
import {
  additionalInfoRule,
  DOCUMENT_TYPES,
  notInTheFuture,
  optionalFile,
  personRules,
  requiredDay,
  requiredText,
  statusRule,
} from '@maziwa/ui/forms';
import * as yup from 'yup';
import type { DriverFormValues } from './driver-form-values';

/** Drivers must be adults to hold a commercial licence. */
export const MIN_DRIVER_AGE = 18;

// `satisfies` keeps the rules and the form values in step: a field without a rule, or a
// rule without a field, does not compile.
const rules = {
  ...personRules({ role: 'Driver', minimumAge: MIN_DRIVER_AGE }),
  licenseNumber: requiredText('License Number'),
  licenseExpiry: requiredDay('License Expiry', {
    message: 'License Expiry must be after today',
    test: (day) => day > today(),
  }),
  licenseDocument: optionalFile('License Document', 'License Document must be a PDF, JPEG or PNG file', DOCUMENT_TYPES),
  employeeId: requiredText('Employee ID'),
  dateOfHire: requiredDay('Date of Hire', notInTheFuture('Date of Hire')),
  status: statusRule,
  assignedRoute: requiredText('Assigned Route'),
  additionalInfo: additionalInfoRule,
} satisfies Record<keyof DriverFormValues, yup.AnySchema>;

/**
 * Rules of the driver form: every rule of docs/rules.md#required-fields plus the checks a
 * dispatcher would expect (two-word name, phone shape, adult driver, licence still valid, hire
 * date not in the future); the person's rules are the farmer form's too (@maziwa/ui personRules).
 */
export const driverFormSchema = yup.object(rules);
