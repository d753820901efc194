import type { PageProps } from '@maziwa/ui';
import { QualityReport } from '../features/quality-report/components/quality-report';

/** Reports → Quality (/reports/quality). */
export default function QualityReportPage({ page }: PageProps) {
  return <QualityReport page={page} />;
}
