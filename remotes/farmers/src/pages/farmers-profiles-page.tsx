import { PagePlaceholder } from '@maziwa/ui';

/** Farmer Profiles: built in a later issue; the route, title and place in the shell are final. */
export default function FarmersProfilesPage() {
  return (
    <PagePlaceholder
      title="Farmer Profiles"
      description="Every producer with member number, last collection, quantity supplied, quality score and payment status. This screen is being built in a later issue."
    />
  );
}
