import { useFormikContext } from 'formik';
import { checksOf, overallResult } from '../model/quality-test-rules';
import type { QualityTestFormValues } from '../model/quality-test-schema';
import { TestResultBadge } from './test-result-badge';
import './quality-tests.css';

/**
 * The overall result the batch will be saved with, worked out as the readings are typed:
 * Pass only if every check passes, with the reasons when it fails.
 */
export function OverallResultPreview() {
  const { values } = useFormikContext<QualityTestFormValues>();
  const result = overallResult(values);
  const failures = checksOf(values).filter((check) => check.passed === false);

  return (
    <div className="overall-result" role="status" aria-label="Overall Result">
      <span className="overall-result__label">Overall Result</span>
      {result ? (
        <TestResultBadge result={result} />
      ) : (
        <span className="overall-result__pending">Complete the checks to see it</span>
      )}
      {failures.length > 0 && (
        <ul className="overall-result__reasons">
          {failures.map((check) => (
            <li key={check.label}>{check.failure}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
