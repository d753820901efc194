import type { Id, Page } from '@maziwa/contracts';
import { downloadCsv } from '../download';
import { request, type SearchParams } from '../http';

/** The filters every list and report endpoint takes (issue 3). Dates are yyyy-MM-dd, inclusive. */
export interface ListFilterQuery {
  /** Search text. */
  q?: string;
  from?: string;
  to?: string;
  status?: string;
}

/** Query of a generic resource list (GET /routes, /trips, ...). */
export interface ResourceListParams extends ListFilterQuery {
  org_id?: Id | null;
  populate?: string;
  /** `name:value` pairs, comma separated. */
  filter?: string;
}

/** Query of a report (GET /reports/...). */
export interface ReportListParams extends ListFilterQuery {
  organization_id?: Id | null;
}

/** Paging and sort of one page: `sort` is `field` or `-field`. */
export interface PageQuery {
  limit?: number;
  offset?: number;
  sort?: string;
}

/** One list endpoint: its pages and its CSV export, typed once. */
export interface ListEndpoint<Row, Params extends object = ResourceListParams> {
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

/**
 * Declares a list endpoint (one endpoint, one definition), for `useServerList` and for
 * direct calls.
 *
 * @example
 * export const driverReport = listEndpoint<DriverReportRow, ReportListParams>('reports/driver-management');
 * const first = await driverReport.page({ organization_id: orgId, limit: 10, offset: 0, sort: 'driver_name' });
 */
export function listEndpoint<Row, Params extends object = ResourceListParams>(path: string): ListEndpoint<Row, Params> {
  return {
    path,
    page: (query) => request.get<Page<Row>>(path, query as SearchParams),
    csv: (query, fileName) => downloadCsv(path, query as SearchParams, fileName),
  };
}
