import { PagePlaceholder } from '@maziwa/ui';

/** User Management: built in a later issue; the route, title and place in the shell are final. */
export default function RolesPage() {
  return (
    <PagePlaceholder
      title="User Management"
      description="Roles and how many permissions each holds. This screen is being built in a later issue."
    />
  );
}
