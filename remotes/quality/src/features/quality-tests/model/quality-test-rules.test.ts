import { checksOf, overallResult, type CheckInput } from './quality-test-rules';

const good: CheckInput = { alcohol_test: 'pass', clot_on_boiling: 'pass', antibiotic_residue: 'pass', density: 1.029 };

describe('overallResult', () => {
  it('passes when every check passes', () => {
    expect(overallResult(good)).toBe('pass');
    expect(overallResult({ ...good, density: 1.026 })).toBe('pass');
  });

  it.each([
    ['alcohol_test', 'fail'],
    ['clot_on_boiling', 'fail'],
    ['antibiotic_residue', 'fail'],
    ['density', 1.0259],
  ] as const)('fails when %s fails', (field, value) => {
    expect(overallResult({ ...good, [field]: value })).toBe('fail');
  });

  it('is unknown while a check has no reading, unless one already failed', () => {
    expect(overallResult({ ...good, density: '' })).toBeNull();
    expect(overallResult({ ...good, clot_on_boiling: '' })).toBeNull();
    expect(overallResult({ ...good, clot_on_boiling: '', alcohol_test: 'fail' })).toBe('fail');
  });
});

describe('checksOf', () => {
  it('says why a batch fails', () => {
    const failed = checksOf({ ...good, antibiotic_residue: 'fail', density: 1.02 }).filter(
      (check) => check.passed === false,
    );
    expect(failed.map((check) => check.failure)).toEqual([
      'Antibiotic residue found',
      'Density below 1.026 suggests added water',
    ]);
  });
});
