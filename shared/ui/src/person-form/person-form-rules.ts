import * as yup from 'yup';
import { calendarDay, today, yearsBefore } from '@maziwa/ui';
import { MAX_FILE_BYTES, PHOTO_TYPES, type PersonFormValues } from './person-form-values';

// Kenyan mobile and landline numbers as people write them locally (07.. / 01..) or any
// international number in E.164 form; spaces and dashes are ignored.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;

/** The API keeps days between 1900 and 2100; an earlier birth day is a typing slip. */
const FIRST_DAY = new Date(1900, 0, 1);

export const requiredText = (label: string) => yup.string().trim().required(`${label} is required`);

/** A bound of one day field: what it must satisfy and what to say otherwise. */
export interface DayRule {
  message: string;
  test(day: Date): boolean;
}

/** An optional yyyy-MM-dd day (DateField's value) within `rule`. */
export function optionalDay(label: string, rule?: DayRule) {
  return yup
    .string()
    .test('date', `${label} must be a valid date`, (value) => !value || calendarDay(value) !== null)
    .test('bound', rule?.message ?? '', (value) => {
      const day = calendarDay(value);
      return !rule || day === null || rule.test(day);
    });
}

/** A required yyyy-MM-dd day within `rule`. */
export const requiredDay = (label: string, rule?: DayRule) => optionalDay(label, rule).required(`${label} is required`);

/** Not after today: a hire, joining or birth day. */
export const notInTheFuture = (label: string): DayRule => ({
  message: `${label} cannot be in the future`,
  test: (day) => day <= today(),
});

/** An optional file of one of `types`, small enough for the API. */
export function optionalFile(label: string, message: string, types: string[]) {
  return yup
    .mixed<File>()
    .nullable()
    .test('type', message, (file) => !file || types.includes(file.type))
    .test(
      'size',
      `${label} must be at most ${MAX_FILE_BYTES / 1_000_000} MB`,
      (file) => !file || file.size <= MAX_FILE_BYTES,
    );
}

export const statusRule = yup
  .string()
  .oneOf(['active', 'inactive', 'pending'], 'Status is required')
  .required('Status is required');

export const additionalInfoRule = yup.string().trim().max(2000, 'Additional Info must be at most 2000 characters');

export interface PersonRulesOptions {
  /** Who the person is, for messages: "Driver must be at least 18 years old". */
  role: string;
  /** The youngest the person may be; default: only not born in the future. */
  minimumAge?: number;
}

/**
 * The rules of Personal Details and Contact Information (docs/rules.md#required-fields):
 * two-word name, a real birth day (old enough when `minimumAge` is set), gender, a JPEG or PNG
 * photo of at most 5 MB, a phone number as people write it, an e-mail address.
 *
 * @example const driverFormSchema = yup.object({ ...personRules({ role: 'Driver', minimumAge: 18 }), licenseNumber: ... });
 */
export function personRules({ role, minimumAge }: PersonRulesOptions) {
  const born: DayRule =
    minimumAge === undefined
      ? notInTheFuture('Date of Birth')
      : {
          message: `${role} must be at least ${minimumAge} years old`,
          test: (day) => day <= yearsBefore(today(), minimumAge),
        };
  return {
    fullName: requiredText('Full Name').test(
      'two-words',
      'Enter the first and last name',
      (value) => !value || value.trim().split(/\s+/).length >= 2,
    ),
    dateOfBirth: requiredDay('Date of Birth', born).test(
      'plausible',
      'Date of Birth must be after 1900',
      (value) => (calendarDay(value) ?? FIRST_DAY) >= FIRST_DAY,
    ),
    gender: yup.string().oneOf(['male', 'female', 'other'], 'Gender is required').required('Gender is required'),
    photo: optionalFile('Photo', 'Photo must be a JPEG or PNG image', PHOTO_TYPES),
    phoneNumber: requiredText('Phone Number').test(
      'phone',
      'Enter a valid phone number, e.g. +254712345678 or 0712345678',
      (value) => !value || PHONE.test(value.replace(/[\s-]/g, '')),
    ),
    emailAddress: requiredText('Email Address').email('Enter a valid email address'),
    address: yup.string().trim().max(500, 'Address must be at most 500 characters'),
  } satisfies Record<keyof PersonFormValues, yup.AnySchema>;
}
