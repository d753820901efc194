import { QualityReport } from '../features/quality-report/components/quality-report';

/** Reports → Quality (/reports/quality). */
export default function QualityReportPage() {
  return <QualityReport />;
}
