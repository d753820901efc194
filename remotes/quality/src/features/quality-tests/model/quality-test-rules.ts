import type { TestResult } from '@maziwa/contracts';

/**
 * Figures of docs/rules.md#quality-checks. A lactometer reading (specific gravity) below
 * MIN_DENSITY suggests added water; the API derives the same overall result.
 */
export const MIN_DENSITY = 1.026;
export const TYPICAL = {
  fat: [3.0, 5.5],
  protein: [2.8, 3.8],
  density: [1.026, 1.034],
} as const;
/** Somatic cells per ml: below 100,000 good, above 300,000 concerning. */
export const SCC_GOOD = 100_000;
export const SCC_CONCERNING = 300_000;

/**
 * What the API accepts (POST /quality-tests): wide enough for any reading a platform
 * test can give, adulterated milk included, so a failing batch can still be recorded.
 */
export const LIMITS = {
  fat: [0, 15],
  protein: [0, 10],
  scc: [0, 10_000_000],
  density: [0.9, 1.2],
  temperature: [-5, 60],
} as const;

export interface CheckInput {
  alcohol_test: TestResult | '';
  clot_on_boiling: TestResult | '';
  antibiotic_residue: TestResult | '';
  density: number | '';
}

export interface Check {
  label: string;
  /** null while the reading is missing. */
  passed: boolean | null;
  /** Why it failed, in words. */
  failure: string;
}

const test = (value: TestResult | '') => (value === '' ? null : value === 'pass');

/** Every check of a batch (platform tests, docs/rules.md#quality-checks), passed, failed or not yet known. */
export function checksOf(input: CheckInput): Check[] {
  return [
    { label: 'Alcohol test', passed: test(input.alcohol_test), failure: 'Alcohol test failed' },
    { label: 'Clot on boiling', passed: test(input.clot_on_boiling), failure: 'Clot on boiling failed' },
    { label: 'Antibiotic residue', passed: test(input.antibiotic_residue), failure: 'Antibiotic residue found' },
    {
      label: 'Density',
      passed: typeof input.density === 'number' && Number.isFinite(input.density) ? input.density >= MIN_DENSITY : null,
      failure: `Density below ${MIN_DENSITY} suggests added water`,
    },
  ];
}

/**
 * The batch passes only if every check passes; null until every check is known.
 *
 * @example overallResult({ alcohol_test: 'pass', clot_on_boiling: 'pass', antibiotic_residue: 'fail', density: 1.03 }) // 'fail'
 */
export function overallResult(input: CheckInput): TestResult | null {
  const checks = checksOf(input);
  if (checks.some((check) => check.passed === false)) return 'fail';
  if (checks.some((check) => check.passed === null)) return null;
  return 'pass';
}
