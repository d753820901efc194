import { formatKsh } from '@maziwa/ui';
import * as yup from 'yup';

/** The API's ceiling for one top-up, KSh. */
export const MAX_TOP_UP = 1_000_000_000;

/** The Top Up form. Named as the API's fields, so its 400 field errors land on them. */
export interface TopUpValues {
  /** '' while empty (a number input). */
  amount: number | '';
  reference: string;
}

export const emptyTopUp: TopUpValues = { amount: '', reference: '' };

/** Whole cents: the API keeps amounts to the cent, so 0.001 would be stored as nothing. */
const inCents = (value: number | undefined) =>
  value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** The Top Up rules, the API's own: an amount above 0 and at most 1,000,000,000; an optional short reference. */
export const topUpSchema = yup.object({
  amount: yup
    .number()
    // An emptied number input holds '': that is missing, not "not a number".
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError('Amount must be a number')
    .required('Amount is required')
    .moreThan(0, 'Amount must be more than 0')
    .max(MAX_TOP_UP, `Amount cannot be more than ${formatKsh(MAX_TOP_UP)}`)
    .test('cents', 'Amount can have at most 2 decimals', inCents),
  reference: yup.string().trim().max(100, 'Reference must be at most 100 characters'),
});
