import type { Page } from '@maziwa/contracts';
import { keepPreviousData, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListEndpoint } from './list-endpoint';
import { useLocalListState, type ListSort, type ServerListState } from './list-state';

export type { ListSort, ServerListState } from './list-state';

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
  /** Default none: the API's own order. Only without `state` (the state has its own default). */
  initialSort?: ListSort | null;
  /**
   * Where the page and sort live. Default React state; a list page passes @maziwa/ui's
   * `useUrlListPaging()` so they live in the address (docs/rules.md#list-state-in-the-url).
   */
  state?: ServerListState;
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
 * One page of a big list at a time, paged, sorted and searched by the API. Keeps the page
 * and the sort in `state` (React state by default); a change of params (a filter) goes back
 * to page 1, as does a new sort.
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
  state: givenState,
  enabled = true,
}: UseServerListOptions<Row, Params>): ServerList<Row> {
  const localState = useLocalListState(initialSort);
  const state = givenState ?? localState;
  const { sort, setPage, setSort } = state;

  // New filters start again at page 1: from this render on (so the old page number is never
  // sent with the new filters), until the state has caught up in the effect below (the
  // address changes only after rendering). The params a list had before it was enabled
  // (no organisation yet) are not a change: a reloaded ?page=3 stays on page 3.
  const paramsKey = JSON.stringify(params);
  const [shownParamsKey, setShownParamsKey] = useState(enabled ? paramsKey : null);
  const [backToFirst, setBackToFirst] = useState(false);
  if (enabled && shownParamsKey !== paramsKey) {
    setShownParamsKey(paramsKey);
    if (shownParamsKey !== null) setBackToFirst(true);
  }
  const page = backToFirst ? 1 : state.page;
  useEffect(() => {
    if (!backToFirst) return;
    if (state.page === 1) setBackToFirst(false);
    else setPage(1, { replace: true });
  }, [backToFirst, state.page, setPage]);

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
    if (settled && page > lastPage) setPage(lastPage, { replace: true });
  }, [settled, page, lastPage, setPage]);

  const onPageChange = useCallback(
    (next: number) => {
      setBackToFirst(false);
      setPage(Math.max(1, Math.floor(next)));
    },
    [setPage],
  );
  const onSortChange = useCallback(
    (next: ListSort | null) => {
      setBackToFirst(false);
      setSort(next);
    },
    [setSort],
  );

  // What the table shows (DataTable reports it): the CSV has the screen's columns and titles.
  const exportColumns = useRef<string>('');
  const onColumnsChange = useCallback((columns: string) => {
    exportColumns.current = columns;
  }, []);
  const exporter = useMutation({
    // A download: nothing changes, so the activity log stays as read (refreshActivityAfterWrites).
    meta: { write: false },
    mutationFn: (fileName: string) =>
      endpoint.csv(
        { ...params, sort: sortParam, ...(exportColumns.current ? { columns: exportColumns.current } : {}) },
        fileName,
      ),
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
