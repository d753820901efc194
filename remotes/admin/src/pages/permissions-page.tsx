import { PagePlaceholder } from '@maziwa/ui';

/** Permissions: built in a later issue; the route, title and place in the shell are final. */
export default function PermissionsPage() {
  return (
    <PagePlaceholder
      title="Permissions"
      description="The permission catalogue: name, description, resource and action. This screen is being built in a later issue."
    />
  );
}
