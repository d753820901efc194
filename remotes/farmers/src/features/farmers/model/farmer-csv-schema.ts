import * as yup from 'yup';
import { normaliseFarmerPhone } from './farmer-phone';

/** The columns of a farmers CSV file, in the template's order. */
export const FARMER_CSV_COLUMNS = ['full_name', 'phone', 'email', 'member_number'] as const;
export type FarmerCsvColumn = (typeof FARMER_CSV_COLUMNS)[number];
export type FarmerCsvValues = Record<FarmerCsvColumn, string>;

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
      // The form's rule (farmer-phone.ts): a Kenyan mobile number, which an SMS can reach.
      'phone must be a Kenyan mobile number, e.g. 0712345678 or +254712345678',
      (value) => !value || normaliseFarmerPhone(value) !== null,
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
