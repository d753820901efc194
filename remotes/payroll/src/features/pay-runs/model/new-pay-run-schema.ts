import * as yup from 'yup';
import type { PeriodKind } from './pay-period';

/** The New Pay Run form: which part of which month ('yyyy-MM'). */
export interface NewPayRunValues {
  kind: PeriodKind | '';
  month: string;
}

/** Both are chosen from lists; the API checks the period itself (and that it has begun). */
export const newPayRunSchema = yup.object({
  kind: yup.string().oneOf(['month', 'first_half', 'second_half'], 'Period is required').required('Period is required'),
  month: yup
    .string()
    .matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month is required')
    .required('Month is required'),
} satisfies Record<keyof NewPayRunValues, yup.Schema>);
