import * as yup from 'yup';
import type { SupplyFormValues } from './supply-form-values';

// Kenyan numbers as written locally (07.. / 01..) or any E.164 number; spaces and dashes ignored.
const PHONE = /^(?:0[17]\d{8}|\+[1-9]\d{7,14})$/;

/** A number input's value: '' (empty) is "not given", so `required` says so rather than "not a number". */
const numberField = (label: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`);

const item = yup.object({
  item: yup.string().trim().required('Item is required').max(200, 'Item must be at most 200 characters'),
  quantity: numberField('Quantity')
    .moreThan(0, 'Quantity must be more than 0')
    .max(1_000_000, 'Quantity must be at most 1,000,000'),
});

// `satisfies` keeps the rules and the form values in step.
const rules = {
  producerId: yup.string().required('Choose a producer from the search results'),
  producerLabel: yup.string(),
  items: yup.array(item).min(1, 'Add at least one item').required('Add at least one item'),
  totalCost: numberField('Total Cost')
    .min(0, 'Total Cost cannot be negative')
    .max(10_000_000_000, 'Total Cost is too large'),
  timestamp: yup.date().nullable().required('Timestamp is required'),
  status: yup.string().trim().required('Status is required').max(50, 'Status must be at most 50 characters'),
  category: yup.string().trim().required('Category is required').max(50, 'Category must be at most 50 characters'),
  supplierName: yup.string().trim().max(200, 'Supplier Name must be at most 200 characters'),
  supplierPhone: yup
    .string()
    .trim()
    .test(
      'phone',
      'Enter a valid phone number, e.g. +254712345678 or 0712345678',
      (value) => !value || PHONE.test(value.replace(/[\s-]/g, '')),
    ),
} satisfies Record<keyof SupplyFormValues, yup.AnySchema>;

/** Rules of the Add Supply form (docs/rules.md#required-fields): a farmer, items with quantities above 0, a cost of 0 or more. */
export const supplyFormSchema = yup.object(rules);
