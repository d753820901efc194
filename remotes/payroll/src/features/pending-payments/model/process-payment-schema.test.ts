import { ValidationError } from 'yup';
import { processPaymentSchema } from './process-payment-schema';
import type { ProcessPaymentValues } from './process-payment-values';

const valid: ProcessPaymentValues = {
  recipientName: 'Jane Wanjiru',
  recipientId: 'MEM-001',
  paymentAmount: 5200.5,
  paymentMethod: 'mobile_money',
  transactionReference: 'QJK4H7Y2TZ',
  notes: '',
};

/** Field -> first message, for the values given. */
async function errorsOf(values: Partial<ProcessPaymentValues>, outstanding = 5200.5): Promise<Record<string, string>> {
  try {
    await processPaymentSchema(outstanding).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('processPaymentSchema', () => {
  it('accepts a complete payment, notes or not', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ notes: 'Paid at the Limuru office' })).toEqual({});
  });

  it('names every required field of the dialog on an empty form', async () => {
    expect(
      await errorsOf({
        recipientName: ' ',
        recipientId: '',
        paymentAmount: '',
        paymentMethod: '',
        transactionReference: '',
      }),
    ).toEqual({
      recipientName: 'Recipient Name is required',
      recipientId: 'Recipient ID is required',
      paymentAmount: 'Payment Amount is required',
      paymentMethod: 'Payment Method is required',
    });
  });

  it('wants a positive amount, no more than what is outstanding; less pays part', async () => {
    expect(await errorsOf({ paymentAmount: 0 })).toEqual({ paymentAmount: 'Payment Amount must be more than 0' });
    expect(await errorsOf({ paymentAmount: 5200.51 })).toEqual({
      paymentAmount: 'Payment Amount cannot be more than the amount outstanding (Ksh 5,200.50)',
    });
    expect(await errorsOf({ paymentAmount: 3200.5 }, 3200.5)).toEqual({});
    expect(await errorsOf({ paymentAmount: 3200.51 }, 3200.5)).toEqual({
      paymentAmount: 'Payment Amount cannot be more than the amount outstanding (Ksh 3,200.50)',
    });
    expect(await errorsOf({ paymentAmount: 2000 })).toEqual({});
  });

  it('takes only the listed methods', async () => {
    expect(await errorsOf({ paymentMethod: 'cheque' as never })).toEqual({
      paymentMethod: 'Payment Method is required',
    });
    for (const method of ['bank_transfer', 'credit_card', 'cash', 'mobile_money'] as const) {
      expect(await errorsOf({ paymentMethod: method })).toEqual({});
    }
  });

  it('asks for the transaction reference of a bank transfer or a card; mobile money without one goes to M-Pesa', async () => {
    for (const method of ['bank_transfer', 'credit_card'] as const) {
      expect(await errorsOf({ paymentMethod: method, transactionReference: '  ' })).toEqual({
        transactionReference: 'Transaction Reference is required for this payment method',
      });
    }
    expect(await errorsOf({ paymentMethod: 'cash', transactionReference: '' })).toEqual({});
    expect(await errorsOf({ paymentMethod: 'mobile_money', transactionReference: '' })).toEqual({});
    expect(await errorsOf({ transactionReference: 'X'.repeat(101) })).toEqual({
      transactionReference: 'Transaction Reference must be at most 100 characters',
    });
  });
});
