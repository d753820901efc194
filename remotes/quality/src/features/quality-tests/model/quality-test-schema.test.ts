import { toZonedInput } from '@maziwa/ui';
import { emptyQualityTest, qualityTestSchema, type QualityTestFormValues } from './quality-test-schema';

const valid: QualityTestFormValues = {
  location_id: 'loc-kiambu',
  qa_agent_id: '',
  batch_number: 'KBU-250106-AM',
  tested_at: new Date(2025, 0, 6, 7, 0),
  fat_pct: 3.9,
  protein_pct: 3.2,
  scc: 180000,
  density: 1.029,
  temperature_c: 4,
  alcohol_test: 'pass',
  clot_on_boiling: 'pass',
  antibiotic_residue: 'pass',
};

async function errorsOf(values: Partial<QualityTestFormValues>): Promise<string[]> {
  try {
    await qualityTestSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('qualityTestSchema', () => {
  it('accepts a complete test', async () => {
    expect(await errorsOf({})).toEqual([]);
  });

  it('requires every field but the QA agent', async () => {
    expect(await errorsOf({ ...emptyQualityTest(), tested_at: null })).toEqual([
      'Collection Center is required',
      'Batch Number is required',
      'Test Time is required',
      'Fat is required',
      'Protein is required',
      'SCC is required',
      'Density is required',
      'Temperature is required',
      'Alcohol Test is required',
      'Clot on Boiling is required',
      'Antibiotic Residue is required',
    ]);
  });

  it('keeps readings within what the API accepts', async () => {
    expect(await errorsOf({ fat_pct: -1, protein_pct: 11, scc: 10_000_001, density: 1.3, temperature_c: 61 })).toEqual([
      'Fat must be at least 0',
      'Protein must be at most 10',
      'SCC must be at most 10000000',
      'Density must be at most 1.2',
      'Temperature must be at most 60',
    ]);
    expect(await errorsOf({ scc: 1500.5 })).toEqual(['SCC must be a whole number']);
  });

  it('records readings that fail the platform test, e.g. watered milk', async () => {
    expect(await errorsOf({ density: 1.015, fat_pct: 2.1, alcohol_test: 'fail' })).toEqual([]);
  });

  it('refuses a test time in the future and a blank batch number', async () => {
    // Two hours ahead on the organisation's clock, the one the picker shows.
    expect(
      await errorsOf({ tested_at: toZonedInput(new Date(Date.now() + 2 * 60 * 60 * 1000)), batch_number: '   ' }),
    ).toEqual(['Batch Number is required', 'Test Time cannot be in the future']);
    expect(await errorsOf({ batch_number: 'B'.repeat(51) })).toEqual(['Batch Number must be at most 50 characters']);
  });

  it('starts a new test on the half hour just gone', () => {
    expect(emptyQualityTest(new Date('2025-01-06T07:44:00+03:00')).tested_at).toEqual(new Date(2025, 0, 6, 7, 30));
    expect(emptyQualityTest(new Date('2025-01-06T07:12:00+03:00')).tested_at).toEqual(new Date(2025, 0, 6, 7, 0));
  });
});

describe('test results', () => {
  it('are Pass or Fail', async () => {
    expect(await errorsOf({ alcohol_test: 'maybe' as 'pass' })).toEqual(['Alcohol Test must be Pass or Fail']);
  });
});
