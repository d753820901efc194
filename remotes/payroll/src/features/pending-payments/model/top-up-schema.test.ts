import { ValidationError } from 'yup';
import { topUpSchema, type TopUpValues } from './top-up-schema';

/** Field -> first message, for the values given. */
async function errorsOf(values: Partial<TopUpValues>): Promise<Record<string, string>> {
  try {
    await topUpSchema.validate({ amount: 5000, reference: '', ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('topUpSchema', () => {
  it('accepts an amount to the cent up to 1,000,000,000, with or without a reference', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ amount: 0.01, reference: 'QJK9PL2M4X' })).toEqual({});
    expect(await errorsOf({ amount: 1_000_000_000, reference: 'R'.repeat(100) })).toEqual({});
    expect(await errorsOf({ amount: 100.55 })).toEqual({});
  });

  it('needs an amount above 0', async () => {
    expect(await errorsOf({ amount: '' })).toEqual({ amount: 'Amount is required' });
    expect(await errorsOf({ amount: 0 })).toEqual({ amount: 'Amount must be more than 0' });
    expect(await errorsOf({ amount: -5 })).toEqual({ amount: 'Amount must be more than 0' });
  });

  it('refuses more than the API takes in one top-up, and fractions of a cent', async () => {
    expect(await errorsOf({ amount: 1_000_000_000.01 })).toEqual({
      amount: 'Amount cannot be more than Ksh 1,000,000,000.00',
    });
    expect(await errorsOf({ amount: 10.005 })).toEqual({ amount: 'Amount can have at most 2 decimals' });
  });

  it('keeps the reference to 100 characters, not counting spaces around it', async () => {
    expect(await errorsOf({ reference: 'R'.repeat(101) })).toEqual({
      reference: 'Reference must be at most 100 characters',
    });
    expect(await errorsOf({ reference: ` ${'R'.repeat(100)} ` })).toEqual({});
  });
});
