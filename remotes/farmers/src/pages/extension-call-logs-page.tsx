import { PagePlaceholder } from '@maziwa/ui';

/** Call Logs: built in a later issue; the route, title and place in the shell are final. */
export default function ExtensionCallLogsPage() {
  return (
    <PagePlaceholder
      title="Call Logs"
      description="Calls made to farmers by extension officers, with outcomes. This screen is being built in a later issue."
    />
  );
}
