import { PagePlaceholder } from '@maziwa/ui';

/** Assignments: built in a later issue; the route, title and place in the shell are final. */
export default function ExtensionAssignmentsPage() {
  return (
    <PagePlaceholder
      title="Assignments"
      description="Extension officers assigned to farmers and what each visit is for. This screen is being built in a later issue."
    />
  );
}
