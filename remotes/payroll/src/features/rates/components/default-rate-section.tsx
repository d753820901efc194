import { useOrgId } from '@maziwa/api-client';
import { Button, Can, formatKsh, lazyDialog, Panel, QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { useOrganization } from '../api/default-rate';

// The form downloads when first opened (lazyDialog): the page loads without the form kit.
const DefaultRateDialog = lazyDialog(() => import('./default-rate-dialog').then((module) => module.DefaultRateDialog));

/** The organisation's default KSh per litre, paid where no farmer or route rate applies; editable with organizations:update. */
export function DefaultRateSection() {
  const orgId = useOrgId();
  const organization = useOrganization(orgId);
  const [editing, setEditing] = useState(false);
  const rate = organization.data?.default_rate_per_litre;

  return (
    <Panel
      title="Default Rate"
      note="Paid per accepted litre when no farmer or route rate applies."
      actions={
        <Can permission="organizations:update">
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={rate === undefined}>
            Edit Default Rate
          </Button>
        </Can>
      }
    >
      {/* One line of text while loading and after, so the panels below never move as the
          rate arrives (the loading box was three lines taller: a layout shift of 0.14). */}
      <QueryState isLoading={false} error={organization.error} errorText="Failed to fetch the default rate">
        {rate === undefined ? (
          <p role="status">Loading ...</p>
        ) : (
          <p>
            <strong>{`${formatKsh(rate)} per litre`}</strong>
          </p>
        )}
      </QueryState>
      {editing && rate !== undefined && orgId && (
        <DefaultRateDialog orgId={orgId} rate={rate} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}
