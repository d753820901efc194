import { PagePlaceholder } from '@maziwa/ui';

/** Pending Payments: built in a later issue; the route, title and place in the shell are final. */
export default function PendingPaymentsPage() {
  return (
    <PagePlaceholder
      title="Pending Payments"
      description="Amounts due to farmers, with the balance, total due and overdue, and payment processing. This screen is being built in a later issue."
    />
  );
}
