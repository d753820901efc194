import { useOrgId } from '@maziwa/api-client';
import { Button, Can, ExportDataButton, lazyDialog, QueryState } from '@maziwa/ui';
import { useState } from 'react';
import { useFeedIssues } from '../api/feed-issues';
import { FeedFilters, useFeedFilterParams, useFeedFilters } from './feed-filters';
import { IssuesTable } from './issues-table';

// The form downloads when first opened (lazyDialog): the tab loads without the form kit.
const IssueStockDialog = lazyDialog(() => import('./issue-stock-dialog').then((module) => module.IssueStockDialog));

/** Issued to farmers: what left the store on credit; Issue to Farmer for those who may record supplies too. */
export function IssuesTab() {
  const [filters, setFilters] = useFeedFilters();
  const issues = useFeedIssues(useOrgId(), useFeedFilterParams(filters));
  const [issuing, setIssuing] = useState(false);

  return (
    <>
      <div className="feed-toolbar">
        <Can permission={['feed_store:create', 'supplies:create']}>
          <Button onClick={() => setIssuing(true)}>Issue to Farmer</Button>
        </Can>
        <ExportDataButton list={issues} fileName="feed-issues.csv" />
      </div>
      <FeedFilters
        value={filters}
        onChange={setFilters}
        kind="movements"
        searchPlaceholder="Search by Farmer Name, ID or product"
      />
      <QueryState isLoading={issues.isLoading} error={issues.error} errorText="Failed to fetch issues">
        <IssuesTable issues={issues.rows} server={issues.server} />
      </QueryState>
      {issuing && <IssueStockDialog onClose={() => setIssuing(false)} />}
    </>
  );
}
