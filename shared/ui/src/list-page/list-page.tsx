import type { ReactNode } from 'react';
import './list-page.css';

export interface ListPageProps {
  /** The page's h1. */
  title: string;
  /**
   * One sentence under the h1: what the page answers. A page that has one declares it too
   * (`description` in its remote's pages.json), so its first frame draws it before any script.
   */
  description?: string;
  /** Header buttons, e.g. Add New Driver and Export Data. */
  actions?: ReactNode;
  /** A FilterBar. */
  filters?: ReactNode;
  /** A balance header (Pending Payments' PaymentTotals), shown between the header and the filters. */
  balance?: ReactNode;
  children: ReactNode;
}

/**
 * The shared list-page layout (docs/screens.md#list-pages): title and buttons, optional balance header,
 * filter bar, then the content (usually QueryState around a DataTable).
 *
 * @example
 * <ListPage
 *   title="Driver Management"
 *   actions={<><Button onClick={add}>Add New Driver</Button><Button variant="secondary" onClick={() => exportCsv()}>Export Data</Button></>}
 *   filters={<FilterBar value={filters} onChange={setFilters} />}
 * >
 *   <QueryState isLoading={isLoading} error={error} errorText="Failed to fetch user driverManagement">
 *     <DataTable ariaLabel="Drivers" rows={data ?? []} columns={columns} tableRef={tableRef} searchText={filters.search} />
 *   </QueryState>
 * </ListPage>
 */
export function ListPage({ title, description, actions, filters, balance, children }: ListPageProps) {
  return (
    <div className="mz-list-page">
      <header className="mz-list-page__header">
        {/* The first frame (host/src/shell/first-frame.html) draws this block as it is. */}
        <div className="mz-list-page__heading">
          <h1 className="mz-list-page__title">{title}</h1>
          {description && <p className="mz-list-page__description">{description}</p>}
        </div>
        {actions && <div className="mz-list-page__actions">{actions}</div>}
      </header>
      {balance}
      {filters}
      <div className="mz-list-page__content">{children}</div>
    </div>
  );
}
