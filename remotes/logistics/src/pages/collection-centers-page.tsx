import { PagePlaceholder } from '@maziwa/ui';

/** Collection Centers & QA Agents: built in a later issue; the route, title and place in the shell are final. */
export default function CollectionCentersPage() {
  return (
    <PagePlaceholder
      title="Collection Centers & QA Agents"
      description="Collection centres with location, assigned QA agent and farmers. This screen is being built in a later issue."
    />
  );
}
