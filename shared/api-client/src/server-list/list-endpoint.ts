import type { ListPath, Page, QueryOf, RowOf } from '@maziwa/contracts';
import { downloadCsv } from '../download';
import { request, type SearchParams } from '../http';

/** A list or report path as api-client calls it (no leading slash): 'trips', 'reports/driver-management'. */
export type ListName = { [P in ListPath]: P extends `/${infer Name}` ? Name : never }[ListPath];

type PathOf<N extends ListName> = `/${N}` & ListPath;

/** Paging, sort and export: useServerList and the endpoint send these themselves. */
type Paging = 'limit' | 'offset' | 'sort' | 'format' | 'columns';

// A filter select hands over plain text, and the API answers an unknown value with a 400
// naming the parameter: so values of a fixed set are taken as text here. The parameter
// names themselves are the API's, checked.
type AsText<T> = T extends string ? string : T;

/**
 * The filters and scope one list endpoint takes, from the API's own query schema (paging
 * aside). null or '' leaves a parameter out (an organisation not known yet).
 *
 * @example const params: ListParams<'reports/driver-management'> = { organization_id: orgId, q: 'wanj' };
 */
export type ListParams<N extends ListName> = {
  [K in Exclude<keyof QueryOf<PathOf<N>>, Paging>]?: AsText<QueryOf<PathOf<N>>[K]> | null;
};

/** Paging and sort of one page: `sort` is `field` or `-field`. */
export type PageQuery = Pick<QueryOf<'/users'>, 'limit' | 'offset' | 'sort'>;

/** One list endpoint: its pages and its CSV export, typed once. */
export interface ListEndpoint<Row, Params extends object> {
  /** API path, e.g. 'reports/driver-management'. */
  readonly path: string;
  /** GET path with the params, limit, offset and sort: one page and the total. */
  page(query: Params & PageQuery): Promise<Page<Row>>;
  /**
   * GET path with the params, sort and format=csv: every matching row, saved as `fileName`;
   * `columns` (field:Title pairs) picks and titles the columns.
   */
  csv(query: Params & Pick<PageQuery, 'sort'> & { columns?: string }, fileName: string): Promise<void>;
}

/** The endpoint of a list path: rows and params as the API's document gives them. */
export type ListEndpointOf<N extends ListName> = ListEndpoint<RowOf<PathOf<N>>, ListParams<N>>;

/**
 * Declares a list endpoint (one endpoint, one definition), for `useServerList` and for
 * direct calls. Its rows and params are the API's, by path.
 *
 * @example
 * export const driverReport = listEndpoint('reports/driver-management');
 * const first = await driverReport.page({ organization_id: orgId, limit: 10, offset: 0, sort: 'driver_name' });
 */
export function listEndpoint<N extends ListName>(path: N): ListEndpointOf<N> {
  return {
    path,
    page: (query) => request.get<Page<RowOf<PathOf<N>>>>(path, query as SearchParams),
    csv: (query, fileName) => downloadCsv(path, query as SearchParams, fileName),
  };
}
