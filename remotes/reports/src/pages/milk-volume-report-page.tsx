import type { PageProps } from '@maziwa/ui';
import { MilkVolumeReport } from '../features/milk-volume-report/components/milk-volume-report';

/** Reports → Milk Volume (/reports/milk-volume). */
export default function MilkVolumeReportPage({ page }: PageProps) {
  return <MilkVolumeReport page={page} />;
}
