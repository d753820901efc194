import { StatusBadge, type StatusTone } from '@maziwa/ui';
import type { DailyVarianceRow } from '../api/get-daily-variance';

type Assessment = DailyVarianceRow['assessment'];

const BADGES: Record<Assessment, { label: string; tone: StatusTone }> = {
  within: { label: 'Within tolerance', tone: 'success' },
  short: { label: 'Short: spillage or theft?', tone: 'danger' },
  over: { label: 'Over: added water?', tone: 'warning' },
  no_figure: { label: 'No delivered figure', tone: 'neutral' },
};

/** The words of an assessment (also what the CSV and tests read). */
export const assessmentLabel = (assessment: Assessment) => BADGES[assessment].label;

/**
 * How the plant's figure compares with the field's, in words and colour (never colour alone).
 *
 * @example <VarianceBadge assessment="short" />
 */
export function VarianceBadge({ assessment }: { assessment: Assessment }) {
  const badge = BADGES[assessment];
  return <StatusBadge label={badge.label} tone={badge.tone} />;
}
