import * as yup from 'yup';
import type { IssueFormValues } from './issue-form-values';
import type { ProductFormValues } from './product-form-values';
import type { ReceiptFormValues } from './receipt-form-values';
import { CATEGORIES } from './feed-text';

/** A number input's value: '' is "not given", so `required` says so rather than "not a number". */
const numberField = (label: string) =>
  yup
    .number()
    .transform((value, original) => (original === '' ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`);

/** At most 2 decimals, as the API stores quantities and money. */
const toTheCent = (label: string) => (schema: yup.NumberSchema) =>
  schema.test(
    'cents',
    `${label} must have at most 2 decimals`,
    (value) => value === undefined || Math.round(value * 100) === value * 100,
  );

const quantity = toTheCent('Quantity')(
  numberField('Quantity')
    .moreThan(0, 'Quantity must be more than 0')
    .max(1_000_000, 'Quantity must be at most 1,000,000'),
);

// `satisfies` keeps the rules and the form values in step.
const productRules = {
  name: yup.string().trim().required('Name is required').max(200, 'Name must be at most 200 characters'),
  category: yup
    .string()
    .required('Category is required')
    .test('category', 'Choose a category', (value) => !value || CATEGORIES.some((c) => c.value === value)),
  unit: yup.string().trim().required('Unit is required').max(50, 'Unit must be at most 50 characters'),
  unitPrice: toTheCent('Unit Price')(
    numberField('Unit Price').min(0, 'Unit Price cannot be negative').max(10_000_000, 'Unit Price is too large'),
  ),
  reorderLevel: toTheCent('Reorder Level')(
    numberField('Reorder Level')
      .min(0, 'Reorder Level cannot be negative')
      .max(1_000_000, 'Reorder Level is too large'),
  ),
  active: yup.boolean().required(),
} satisfies Record<keyof ProductFormValues, yup.AnySchema>;

/** Add Product and Edit (docs/rules.md#feed-store). */
export const productFormSchema = yup.object(productRules);

const receiptRules = {
  productId: yup.string().required('Product is required'),
  quantity,
  unitCost: toTheCent('Unit Cost')(
    numberField('Unit Cost').min(0, 'Unit Cost cannot be negative').max(10_000_000, 'Unit Cost is too large'),
  ),
  supplierName: yup
    .string()
    .trim()
    .required('Supplier is required')
    .max(200, 'Supplier must be at most 200 characters'),
  receivedOn: yup.string().required('Date Received is required'),
  notes: yup.string().max(1000, 'Notes must be at most 1,000 characters'),
} satisfies Record<keyof ReceiptFormValues, yup.AnySchema>;

/** Receive Stock. */
export const receiptFormSchema = yup.object(receiptRules);

const issueRules = {
  producerId: yup.string().required('Choose a producer from the search results'),
  producerLabel: yup.string(),
  productId: yup.string().required('Product is required'),
  quantity,
  notes: yup.string().max(500, 'Notes must be at most 500 characters'),
} satisfies Record<keyof IssueFormValues, yup.AnySchema>;

/**
 * Issue to Farmer. How much is in stock is the API's to check (under a lock, so two clerks
 * cannot both take the last bag): its refusal shows under Quantity.
 */
export const issueFormSchema = yup.object(issueRules);
