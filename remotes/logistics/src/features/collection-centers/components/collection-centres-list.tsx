import type { ServerList } from '@maziwa/api-client';
import type { CollectionCentreReportRow } from '@maziwa/contracts';
import { lazyDialog, QueryState } from '@maziwa/ui';
import { useCallback, useState } from 'react';
import { CollectionCentresTable } from './collection-centres-table';

// The form downloads when first opened (lazyDialog): the list loads without the form kit.
const EditCentreDialog = lazyDialog(() => import('./edit-centre-dialog').then((module) => module.EditCentreDialog));

export interface CollectionCentresListProps {
  /** The page's centres list (useCollectionCentres), shared with its Export Data button. */
  list: ServerList<CollectionCentreReportRow>;
}

/**
 * The organisation's collection centres: loading and failure texts (docs/rules.md#list-loading-and-failure-texts), the table
 * and its Edit dialog.
 *
 * @example
 * <CollectionCentresList list={useCollectionCentres(orgId, params)} />
 */
export function CollectionCentresList({ list }: CollectionCentresListProps) {
  const [editing, setEditing] = useState<CollectionCentreReportRow | null>(null);
  const close = useCallback(() => setEditing(null), []);

  return (
    <QueryState
      isLoading={list.isLoading}
      error={list.error}
      loadingText="Loading ..."
      errorText="Failed to fetch collectionCenters"
    >
      <CollectionCentresTable centres={list.rows} server={list.server} onEdit={setEditing} />
      {editing && <EditCentreDialog centre={editing} onClose={close} />}
    </QueryState>
  );
}
