import { ExtensionReport } from '../features/extension-services-report/components/extension-report';

/** Reports → Extension Services (/reports/extension-services). */
export default function ExtensionServicesReportPage() {
  return <ExtensionReport />;
}
