import { advanceSchema, type AdvanceFormValues } from './advance-schema';

const schema = advanceSchema('2026-11-24');
const problems = async (extra: Partial<AdvanceFormValues>) =>
  schema
    .validate(
      {
        producer_id: 'link-1',
        producer_label: 'Akinyi Otieno (F-001)',
        amount: 3000,
        advanced_on: '2026-11-05',
        reason: 'School fees',
        ...extra,
      },
      { abortEarly: false },
    )
    .then(
      () => [],
      (error: { errors: string[] }) => error.errors,
    );

describe('advanceSchema', () => {
  it('takes an advance given today or before', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ advanced_on: '2026-11-24', amount: 0.5 })).toEqual([]);
  });

  it('says what is missing or wrong', async () => {
    expect(await problems({ producer_id: '' })).toEqual(['Farmer is required']);
    expect(await problems({ amount: '' })).toEqual(['Amount is required']);
    expect(await problems({ amount: 0 })).toEqual(['Amount must be more than 0']);
    expect(await problems({ amount: 10.005 })).toEqual(['Amount must have at most 2 decimals']);
    expect(await problems({ advanced_on: '2026-11-25' })).toEqual(['Date must not be in the future']);
    expect(await problems({ reason: '   ' })).toEqual(['Reason is required']);
    expect(await problems({ reason: 'x'.repeat(501) })).toEqual(['Reason must be at most 500 characters']);
  });
});
