import type { Page } from '@maziwa/contracts';
import { keepPreviousData, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListEndpoint } from './list-endpoint';

export interface ListSort {
  /** The API's field name. */
  field: string;
  direction: 'asc' | 'desc';
}

/** Paging and sort of a server list; the same shape as @maziwa/ui's DataTable `server` prop. */
export interface ServerListControls {
  total: number;
  /** One-based. */
  page: number;
  onPageChange(page: number): void;
  sort: ListSort | null;
  onSortChange(sort: ListSort | null): void;
  /** A page is being fetched (the first or a newer one). */
  loading: boolean;
  /** The table's columns as `field:Title` pairs: exportCsv asks the API for those. */
  onColumnsChange(columns: string): void;
}

export interface UseServerListOptions<Row, Params extends object> {
  /**
   * Start of the query key; the page query adds the params, paging and sort to it, so
   * invalidating this prefix (after a save) refetches the list.
   */
  key: QueryKey;
  endpoint: ListEndpoint<Row, Params>;
  /** Filters and scope (org_id or organization_id, q, from, to, status, populate...). */
  params: Params;
  /** Default 10 (docs/rules.md#constants). */
  pageSize?: number;
  /** Default none: the API's own order. */
  initialSort?: ListSort | null;
  /** Default true; false while something the params need (the organisation) is unknown. */
  enabled?: boolean;
}

export interface ServerList<Row> {
  /** The rows of the current page (the previous page's while a newer one loads). */
  rows: Row[];
  /** Rows matching on the server, over all pages. */
  total: number;
  /** No page has arrived yet. */
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch(): void;
  /** For `<DataTable server={...}>`. */
  server: ServerListControls;
  /** Downloads every matching row, in the current sort, as CSV (the API's format=csv). */
  exportCsv(fileName: string): void;
  isExporting: boolean;
  /** Why the last export failed (an ApiError), until the next one starts. */
  exportError: unknown;
}

/** `sort` query parameter: `field` or `-field`. */
export const toSortParam = (sort: ListSort | null) =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.field}` : undefined;

/**
 * One page of a big list at a time, paged, sorted and searched by the API. Owns the page
 * and the sort; a change of params (a filter) goes back to page 1, as does a new sort.
 * The previous page stays on screen while the next one loads.
 *
 * @example
 * const driverReport = listEndpoint<DriverReportRow, ReportListParams>('reports/driver-management');
 * const params = useFilterParams(filters); // @maziwa/ui: q, from, to, status
 * const list = useServerList({ key: ['drivers', orgId], endpoint: driverReport, params: { ...params, organization_id: orgId }, enabled: !!orgId });
 * <Button onClick={() => list.exportCsv('drivers.csv')} loading={list.isExporting}>Export Data</Button>
 * <QueryState isLoading={list.isLoading} error={list.error} errorText="Failed to fetch user driverManagement">
 *   <DataTable ariaLabel="Drivers" rows={list.rows} server={list.server} columns={columns} />
 * </QueryState>
 */
export function useServerList<Row, Params extends object>({
  key,
  endpoint,
  params,
  pageSize = 10,
  initialSort = null,
  enabled = true,
}: UseServerListOptions<Row, Params>): ServerList<Row> {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort | null>(initialSort);

  // New filters start again at page 1. Adjusted while rendering (not in an effect), so the
  // old page number is never sent with the new filters.
  const paramsKey = JSON.stringify(params);
  const [shownParamsKey, setShownParamsKey] = useState(paramsKey);
  if (shownParamsKey !== paramsKey) {
    setShownParamsKey(paramsKey);
    setPage(1);
  }

  const sortParam = toSortParam(sort);
  const query = { ...params, limit: pageSize, offset: (page - 1) * pageSize, sort: sortParam };
  const result = useQuery<Page<Row>>({
    queryKey: [...key, endpoint.path, query],
    queryFn: () => endpoint.page(query),
    placeholderData: keepPreviousData,
    enabled,
  });

  const total = result.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  // The list shrank under us (a delete, someone else's change): show its last page.
  const settled = result.data !== undefined && !result.isPlaceholderData;
  useEffect(() => {
    if (settled && page > lastPage) setPage(lastPage);
  }, [settled, page, lastPage]);

  const onPageChange = useCallback((next: number) => setPage(Math.max(1, Math.floor(next))), []);
  const onSortChange = useCallback((next: ListSort | null) => {
    setSort(next);
    setPage(1);
  }, []);

  // What the table shows (DataTable reports it): the CSV has the screen's columns and titles.
  const exportColumns = useRef<string>('');
  const onColumnsChange = useCallback((columns: string) => {
    exportColumns.current = columns;
  }, []);
  const exporter = useMutation({
    mutationFn: (fileName: string) =>
      endpoint.csv({ ...params, sort: sortParam, ...(exportColumns.current ? { columns: exportColumns.current } : {}) }, fileName),
  });
  const { mutate: startExport } = exporter;
  const exportCsv = useCallback((fileName: string) => startExport(fileName), [startExport]);

  return {
    rows: result.data?.data ?? [],
    total,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    error: result.error,
    refetch: () => void result.refetch(),
    server: { total, page, onPageChange, sort, onSortChange, loading: result.isFetching, onColumnsChange },
    exportCsv,
    isExporting: exporter.isPending,
    exportError: exporter.error,
  };
}
