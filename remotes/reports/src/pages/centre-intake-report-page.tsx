import type { PageProps } from '@maziwa/ui';
import { CentreIntakeReport } from '../features/centre-intake-report/components/centre-intake-report';

/** Reports → Centre Intake (/reports/intake). */
export default function CentreIntakeReportPage({ page }: PageProps) {
  return <CentreIntakeReport page={page} />;
}
