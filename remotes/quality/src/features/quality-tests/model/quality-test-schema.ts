import type { TestResult } from '@maziwa/contracts';
import { fromZonedInput, toZonedInput } from '@maziwa/ui';
import * as yup from 'yup';
import { LIMITS } from './quality-test-rules';

/**
 * Values of the Add New Test form. Names are the API's (POST /quality-tests), so its field
 * errors land on the fields; number inputs hold '' while empty.
 */
export interface QualityTestFormValues {
  location_id: string;
  qa_agent_id: string;
  batch_number: string;
  tested_at: Date | null;
  fat_pct: number | '';
  protein_pct: number | '';
  scc: number | '';
  density: number | '';
  temperature_c: number | '';
  alcohol_test: TestResult | '';
  clot_on_boiling: TestResult | '';
  antibiotic_residue: TestResult | '';
}

export const emptyQualityTest = (now = new Date()): QualityTestFormValues => blankTest(toZonedInput(now)!);

/** A blank test at `clock`, now as the organisation's clock reads it (the picker shows it). */
const blankTest = (clock: Date): QualityTestFormValues => ({
  location_id: '',
  qa_agent_id: '',
  batch_number: '',
  // The picker steps by 30 minutes: start on the half hour just gone.
  tested_at: new Date(
    clock.getFullYear(),
    clock.getMonth(),
    clock.getDate(),
    clock.getHours(),
    clock.getMinutes() < 30 ? 0 : 30,
  ),
  fat_pct: '',
  protein_pct: '',
  scc: '',
  density: '',
  temperature_c: '',
  alcohol_test: '',
  clot_on_boiling: '',
  antibiotic_residue: '',
});

const HALF_HOUR = 30 * 60 * 1000;

const reading = (label: string, [min, max]: readonly [number, number]) =>
  yup
    .number()
    // An empty input is a missing reading, not "not a number".
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(`${label} must be a number`)
    .required(`${label} is required`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const result = (label: string) =>
  yup
    .string()
    .required(`${label} is required`)
    .test('result', `${label} must be Pass or Fail`, (value) => !value || value === 'pass' || value === 'fail');

/** Add New Test: a centre, a batch, when, and every platform reading within what the API accepts. */
export const qualityTestSchema = yup.object({
  location_id: yup.string().required('Collection Center is required'),
  qa_agent_id: yup.string(),
  batch_number: yup
    .string()
    .trim()
    .required('Batch Number is required')
    .max(50, 'Batch Number must be at most 50 characters'),
  tested_at: yup
    .date()
    .nullable()
    .required('Test Time is required')
    // The picker shows the organisation's clock and steps by half hours, so the slot just
    // ahead of now is allowed.
    .test(
      'not-future',
      'Test Time cannot be in the future',
      (value) => !value || fromZonedInput(value).getTime() <= Date.now() + HALF_HOUR,
    ),
  fat_pct: reading('Fat', LIMITS.fat),
  protein_pct: reading('Protein', LIMITS.protein),
  scc: reading('SCC', LIMITS.scc).integer('SCC must be a whole number'),
  density: reading('Density', LIMITS.density),
  temperature_c: reading('Temperature', LIMITS.temperature),
  alcohol_test: result('Alcohol Test'),
  clot_on_boiling: result('Clot on Boiling'),
  antibiotic_residue: result('Antibiotic Residue'),
});
