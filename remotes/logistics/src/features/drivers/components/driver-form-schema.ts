import * as yup from 'yup';
import { calendarDay, today, yearsBefore } from './calendar-day';
import { LICENSE_DOCUMENT_TYPES, MAX_FILE_BYTES, PHOTO_TYPES, type DriverFormValues } from './driver-form-values';

/** Drivers must be adults to hold a commercial licence. */
export const MIN_DRIVER_AGE = 18;

// Kenyan mobile and landline numbers as people write them locally (07.. / 01..) or any
// international number in E.164 form; spaces and dashes are ignored.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;

const requiredText = (label: string) => yup.string().trim().required(`${label} is required`);

/** A required yyyy-MM-dd day (DateField's value); `rule` adds the field's own bound. */
function requiredDay(label: string, rule: { message: string; test(day: Date): boolean }) {
  return yup
    .string()
    .required(`${label} is required`)
    .test('date', `${label} must be a valid date`, (value) => !value || calendarDay(value) !== null)
    .test('bound', rule.message, (value) => {
      const day = calendarDay(value);
      return day === null || rule.test(day);
    });
}

/** An optional file of one of `types`, small enough for the API. */
function optionalFile(label: string, message: string, types: string[]) {
  return yup
    .mixed<File>()
    .nullable()
    .test('type', message, (file) => !file || types.includes(file.type))
    .test('size', `${label} must be at most ${MAX_FILE_BYTES / 1_000_000} MB`, (file) => !file || file.size <= MAX_FILE_BYTES);
}

// `satisfies` keeps the rules and the form values in step: a field without a rule, or a
// rule without a field, does not compile.
const rules = {
  fullName: requiredText('Full Name').test(
    'two-words',
    'Enter the first and last name',
    (value) => !value || value.trim().split(/\s+/).length >= 2,
  ),
  dateOfBirth: requiredDay('Date of Birth', {
    message: `Driver must be at least ${MIN_DRIVER_AGE} years old`,
    test: (day) => day <= yearsBefore(today(), MIN_DRIVER_AGE),
  }),
  gender: yup.string().oneOf(['male', 'female', 'other'], 'Gender is required').required('Gender is required'),
  photo: optionalFile('Photo', 'Photo must be a JPEG or PNG image', PHOTO_TYPES),
  phoneNumber: requiredText('Phone Number').test(
    'phone',
    'Enter a valid phone number, e.g. +254712345678 or 0712345678',
    (value) => !value || PHONE.test(value.replace(/[\s-]/g, '')),
  ),
  emailAddress: requiredText('Email Address').email('Enter a valid email address'),
  address: yup.string().trim(),
  licenseNumber: requiredText('License Number'),
  licenseExpiry: requiredDay('License Expiry', {
    message: 'License Expiry must be after today',
    test: (day) => day > today(),
  }),
  licenseDocument: optionalFile('License Document', 'License Document must be a PDF, JPEG or PNG file', LICENSE_DOCUMENT_TYPES),
  employeeId: requiredText('Employee ID'),
  dateOfHire: requiredDay('Date of Hire', {
    message: 'Date of Hire cannot be in the future',
    test: (day) => day <= today(),
  }),
  status: yup
    .string()
    .oneOf(['active', 'inactive', 'pending'], 'Status is required')
    .required('Status is required'),
  assignedRoute: requiredText('Assigned Route'),
  additionalInfo: yup.string().trim().max(2000, 'Additional Info must be at most 2000 characters'),
} satisfies Record<keyof DriverFormValues, yup.AnySchema>;

/**
 * Rules of the Add New Driver form: every rule of docs/rules.md#required-fields plus the checks a dispatcher
 * would expect (two-word name, phone shape, adult driver, licence still valid, hire date
 * not in the future).
 */
export const driverFormSchema = yup.object(rules);
