import type { TestResult } from '@maziwa/contracts';
import { StatusBadge } from '@maziwa/ui';

/** "Pass" or "Fail": the words the table shows and the filter offers. */
export const RESULT_LABELS: Record<TestResult, string> = { pass: 'Pass', fail: 'Fail' };

/**
 * A test result as a pill; the word is always written, so colour is never the only cue.
 *
 * @example <TestResultBadge result="fail" />
 */
export function TestResultBadge({ result }: { result: TestResult }) {
  return <StatusBadge label={RESULT_LABELS[result] ?? result} tone={result === 'pass' ? 'success' : 'danger'} />;
}
