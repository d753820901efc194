import { qualityAdjustmentSchema, type QualityAdjustmentFormValues } from './quality-adjustment-schema';

const values = (extra: Partial<QualityAdjustmentFormValues> = {}): QualityAdjustmentFormValues => ({
  measure: 'scc',
  comparison: 'below',
  threshold: 200000,
  amount_per_litre: 1.5,
  effective_from: '2026-11-01',
  effective_to: '',
  ...extra,
});
const problems = async (extra: Partial<QualityAdjustmentFormValues>) =>
  qualityAdjustmentSchema.validate(values(extra), { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('qualityAdjustmentSchema', () => {
  it('takes a bonus, a penalty and a fat rule with an end', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ comparison: 'above', threshold: 400000, amount_per_litre: -2 })).toEqual([]);
    expect(
      await problems({
        measure: 'fat_pct',
        comparison: 'at_or_above',
        threshold: 4,
        amount_per_litre: 1,
        effective_to: '2026-12-31',
      }),
    ).toEqual([]);
  });

  it('keeps each measure in its range and the amount non-zero', async () => {
    expect(await problems({ measure: '' })).toEqual(['Measure is required']);
    expect(await problems({ threshold: '' })).toEqual(['Threshold is required']);
    expect(await problems({ threshold: 10_000_001 })).toEqual(['Threshold must be at most 10,000,000']);
    expect(await problems({ threshold: 200000.5 })).toEqual(['SCC must be a whole number']);
    expect(await problems({ measure: 'fat_pct', threshold: 16 })).toEqual(['Threshold must be at most 15']);
    expect(await problems({ measure: 'protein_pct', threshold: 3.125 })).toEqual([
      'Threshold must have at most 2 decimals',
    ]);
    expect(await problems({ amount_per_litre: 0 })).toEqual(['Amount must not be 0']);
    expect(await problems({ amount_per_litre: 101 })).toEqual(['Amount must be at most 100']);
    expect(await problems({ amount_per_litre: 1.005 })).toEqual(['Amount must have at most 2 decimals']);
    expect(await problems({ effective_to: '2026-10-01' })).toEqual(['Effective To must not be before Effective From']);
  });
});
