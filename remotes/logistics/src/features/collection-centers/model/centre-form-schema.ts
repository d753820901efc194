import { boolean, number, object, string, type AnySchema } from 'yup';
import type { CentreFormValues } from './centre-form-values';

// Kenyan numbers as written locally (07.., 01..) or any number in E.164 form, once spaces and
// dashes are taken out: the API's rule too.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const requiredText = (label: string, max: number) =>
  string().trim().required(`${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** A number field that holds '' while empty. */
const requiredNumber = (label: string) =>
  number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`);

const coordinate = (label: string, limit: number) =>
  requiredNumber(label)
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

const time = string().matches(TIME, { message: 'Enter a time as HH:mm', excludeEmptyString: true });

// `satisfies` keeps the rules and the form values in step: a field without a rule, or a rule
// without a field, does not compile.
const rules = {
  centerName: requiredText('Center Name', 200),
  address: requiredText('Address', 500),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  contactPerson: requiredText('Contact Person', 200),
  phoneNumber: string()
    .trim()
    .required('Phone Number is required')
    .test(
      'phone',
      'Enter a valid phone number, e.g. +254712345678 or 0712345678',
      (value) => !value || PHONE.test(value.replace(/[\s-]/g, '')),
    ),
  // Optional; given, it needs both ends and closes after it opens (the API's rule).
  operatingHours: object({
    opens: time.test('both', 'Enter the opening time too', function (opens) {
      return Boolean(opens) || !this.parent.closes;
    }),
    closes: time
      .test('both', 'Enter the closing time too', function (closes) {
        return Boolean(closes) || !this.parent.opens;
      })
      .test('order', 'Closing time must be after opening time', function (closes) {
        const opens: string = this.parent.opens;
        return !opens || !closes || !TIME.test(opens) || closes > opens;
      }),
  }),
  assignedQAAgent: string().required('Assigned QA Agent is required'),
  capacity: requiredNumber('Capacity').min(0, 'Capacity cannot be negative'),
  status: boolean().required(),
  notes: string().trim().max(2000, 'Notes must be at most 2000 characters'),
} satisfies Record<keyof CentreFormValues, AnySchema>;

/**
 * Rules of the collection centre form, for Add Collection Center and a centre's Edit alike
 * (docs/rules.md#required-fields: centerName, address, latitude, longitude, contactPerson,
 * phoneNumber, assignedQAAgent, status, capacity).
 */
export const centreFormSchema = object(rules);
