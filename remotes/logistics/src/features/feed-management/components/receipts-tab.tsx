import { useOrgId } from '@maziwa/api-client';
import { Button, Can, displayTimeZone, ExportDataButton, lazyDialog, QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { useFeedReceipts } from '../api/feed-receipts';
import { FeedFilters, useFeedFilterParams, useFeedFilters } from './feed-filters';
import { ReceiptsTable } from './receipts-table';

// The form downloads when first opened (lazyDialog): the tab loads without the form kit.
const ReceiveStockDialog = lazyDialog(() =>
  import('./receive-stock-dialog').then((module) => module.ReceiveStockDialog),
);

/** Today in the organisation's zone, yyyy-MM-dd (en-CA writes days that way). */
const organisationToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: displayTimeZone() }).format(new Date());

/** Stock received: deliveries into the store; Receive Stock for those who may. */
export function ReceiptsTab() {
  const [filters, setFilters] = useFeedFilters();
  const receipts = useFeedReceipts(useOrgId(), useFeedFilterParams(filters));
  const [receiving, setReceiving] = useState(false);

  return (
    <>
      <div className="feed-toolbar">
        <Can permission="feed_store:create">
          <Button onClick={() => setReceiving(true)}>Receive Stock</Button>
        </Can>
        <ExportDataButton list={receipts} fileName="feed-receipts.csv" />
      </div>
      <FeedFilters
        value={filters}
        onChange={setFilters}
        kind="movements"
        searchPlaceholder="Search product, supplier or notes"
      />
      <QueryState isLoading={receipts.isLoading} error={receipts.error} errorText="Failed to fetch stock received">
        <ReceiptsTable receipts={receipts.rows} server={receipts.server} />
      </QueryState>
      {receiving && <ReceiveStockDialog today={organisationToday()} onClose={() => setReceiving(false)} />}
    </>
  );
}
