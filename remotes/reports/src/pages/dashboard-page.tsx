import { PagePlaceholder } from '@maziwa/ui';

/** Dashboard: built in a later issue; the route, title and place in the shell are final. */
export default function DashboardPage() {
  return (
    <PagePlaceholder
      title="Dashboard"
      description="Collection summary cards, litres per day and the Collection Centres table for the selected month and status. This screen is being built in a later issue."
    />
  );
}
