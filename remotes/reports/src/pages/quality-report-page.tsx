import { PagePlaceholder } from '@maziwa/ui';

/** Quality: built in a later issue; the route, title and place in the shell are final. */
export default function QualityReportPage() {
  return (
    <PagePlaceholder
      title="Quality"
      description="Quality trends per collection centre: fat, protein and SCC over time. This screen is being built in a later issue."
    />
  );
}
