import * as yup from 'yup';

/** The columns of a farmers CSV file, in the template's order. */
export const FARMER_CSV_COLUMNS = ['full_name', 'phone', 'email', 'member_number'] as const;
export type FarmerCsvColumn = (typeof FARMER_CSV_COLUMNS)[number];
export type FarmerCsvValues = Record<FarmerCsvColumn, string>;

// Kenyan mobile and landline numbers as people write them locally (07.. / 01..) or any
// international number in E.164 form; spaces and dashes are ignored.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;

/**
 * One farmer of an uploaded CSV file: the Add New Farmer rules that the file can carry
 * (name, phone, email and member ID required: docs/rules.md#required-fields), within what the API stores.
 */
export const farmerCsvSchema = yup.object({
  full_name: yup
    .string()
    .trim()
    .required('full_name is required')
    .max(200, 'full_name must be at most 200 characters')
    .test('two-words', 'full_name needs the first and last name', (value) => !value || value.split(/\s+/).length >= 2),
  phone: yup
    .string()
    .trim()
    .required('phone is required')
    .test(
      'phone',
      'phone must be a phone number, e.g. +254712345678 or 0712345678',
      (value) => !value || PHONE.test(value.replace(/[\s-]/g, '')),
    ),
  email: yup
    .string()
    .trim()
    .required('email is required')
    .email('email must be a valid email address')
    .max(254, 'email is too long'),
  member_number: yup
    .string()
    .trim()
    .required('member_number is required')
    .max(50, 'member_number must be at most 50 characters'),
} satisfies Record<FarmerCsvColumn, yup.Schema>);
