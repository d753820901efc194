import type { ServerList } from '@maziwa/api-client';
import { DataTable } from '../data-table/data-table';
import type { DataTableProps } from '../data-table/types';
import { QueryState } from './query-state';

export type ServerListTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'server'> & {
  /** What useServerList answers: its rows, paging and sorting, loading and failure. */
  list: Pick<ServerList<T>, 'rows' | 'isLoading' | 'error' | 'server'>;
  /** The failure text, e.g. "Failed to fetch advances" (docs/rules.md#list-loading-and-failure-texts). */
  errorText: string;
  /** Default "Loading ...". */
  loadingText?: string;
};

/**
 * A list paged on the server, shown as a table: the loading text, then the failure message or
 * the table of the current page, so that a section does not wire QueryState and DataTable to
 * the same list by hand.
 *
 * @example
 * const list = useServerList({ key: ['advances', orgId], endpoint: advancesEndpoint, params });
 * <ServerListTable list={list} errorText="Failed to fetch advances" ariaLabel="Advances" columns={columns} emptyMessage="No advances." />
 */
export function ServerListTable<T>({ list, errorText, loadingText, ...table }: ServerListTableProps<T>) {
  return (
    <QueryState isLoading={list.isLoading} error={list.error} loadingText={loadingText} errorText={errorText}>
      <DataTable {...table} rows={list.rows} server={list.server} />
    </QueryState>
  );
}
