import { PagePlaceholder } from '@maziwa/ui';

/** Users: built in a later issue; the route, title and place in the shell are final. */
export default function UsersPage() {
  return (
    <PagePlaceholder
      title="Users"
      description="Staff accounts of the organisation. This screen is being built in a later issue."
    />
  );
}
