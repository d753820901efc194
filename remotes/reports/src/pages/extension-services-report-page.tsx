import type { PageProps } from '@maziwa/ui';
import { ExtensionReport } from '../features/extension-services-report/components/extension-report';

/** Reports → Extension Services (/reports/extension-services). */
export default function ExtensionServicesReportPage({ page }: PageProps) {
  return <ExtensionReport page={page} />;
}
