import * as yup from 'yup';

export interface ReverseReasonValues {
  reason: string;
}

/** Why a payout is taken back: kept on the reversal entry for the audit (the API takes 1-500 characters). */
export const reverseReasonSchema = yup.object({
  reason: yup.string().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
} satisfies Record<keyof ReverseReasonValues, yup.Schema>);
