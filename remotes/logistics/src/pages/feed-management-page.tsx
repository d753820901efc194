import { ListPage } from '@maziwa/ui';
import { useSearchParams } from 'react-router-dom';
import { FEED_TABS, FeedTabs, panelId, tabId, type FeedTab } from '../features/feed-management/components/feed-tabs';
import { IssuesTab } from '../features/feed-management/components/issues-tab';
import { ProductsTab } from '../features/feed-management/components/products-tab';
import { ReceiptsTab } from '../features/feed-management/components/receipts-tab';
import '../features/feed-management/components/feed-management.css';

const isTab = (value: string | null): value is FeedTab => FEED_TABS.some((tab) => tab.id === value);

/**
 * Feed Management: the co-op store of feed and farm inputs sold to farmers on credit. Products
 * (stock on hand, low stock), Stock received and Issued to farmers, each a server-paged list with
 * search, filters and Export Data. The tab is in the address (?tab=received), so a reload keeps it.
 */
export default function FeedManagementPage() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: FeedTab = isTab(requested) ? requested : 'products';
  const choose = (next: FeedTab) => setSearch(next === 'products' ? {} : { tab: next }, { replace: true });

  return (
    <ListPage title="Feed Management" filters={<FeedTabs value={tab} onChange={choose} />}>
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'products' && <ProductsTab />}
        {tab === 'received' && <ReceiptsTab />}
        {tab === 'issued' && <IssuesTab />}
      </div>
    </ListPage>
  );
}
