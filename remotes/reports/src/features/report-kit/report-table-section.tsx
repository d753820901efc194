import type { ServerListControls } from '@maziwa/api-client';
import { DataTable, QueryState, type DataTableColumn } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { ReportSection, type ReportSectionProps } from './report-layout';
import './report-kit.css';

/** What a section shows: a useReportList answer, or any rows with their query state (no server: paged in the browser). */
export interface ReportRows<T> {
  rows: T[];
  isLoading: boolean;
  error: unknown;
  server?: ServerListControls;
}

export interface ReportTableSectionProps<T> {
  title: string;
  /** A sentence under the title: how the numbers are counted. */
  note?: ReportSectionProps['note'];
  list: ReportRows<T>;
  columns: DataTableColumn<T>[];
  /** The table's accessible name; default the title. */
  tableLabel?: string;
  /** Default the row's `id`. */
  getRowId?(row: T): string;
  /** "Loading quality..." (docs/rules.md#list-loading-and-failure-texts). */
  loadingText: string;
  /** "Failed to fetch quality". */
  errorText: string;
  /** What an empty period means, e.g. "No rejections in this period." */
  emptyMessage: string;
  pageSize?: number;
  /** Above the numbers and outside the loading state, e.g. the Interval select. */
  toolbar?: ReactNode;
  /** The chart (or charts, side by side) of the same rows; only shown when there are rows. */
  chart?: ReactNode;
  /** Under the table, e.g. the totals line. */
  footer?: ReactNode;
}

const idOf = (row: unknown) => String((row as { id: unknown }).id);

/**
 * One section of a report: its heading and note, the loading or failure text, then the chart
 * and the table of the same numbers (the chart is aria-hidden; the table is what a screen
 * reader and Export read), and a footer such as the totals.
 *
 * @example
 * <ReportTableSection title="Rejections by reason" list={rejections} columns={columns}
 *   loadingText="Loading rejections..." errorText="Failed to fetch rejections"
 *   emptyMessage="No rejections in this period." chart={<Chart data={rejections.rows} ... />} />
 */
export function ReportTableSection<T>({
  title,
  note,
  list,
  columns,
  tableLabel = title,
  getRowId = idOf,
  loadingText,
  errorText,
  emptyMessage,
  pageSize,
  toolbar,
  chart,
  footer,
}: ReportTableSectionProps<T>) {
  return (
    <ReportSection title={title} note={note}>
      {toolbar}
      {list.isLoading ? (
        // The least the section will take once its rows are in (a chart and one row), so the
        // sections below do not jump down when this one arrives.
        <div className={`report-section__pending${chart ? ' report-section__pending--chart' : ''}`}>
          <p className="mz-state mz-state--loading" role="status">
            {loadingText}
          </p>
        </div>
      ) : (
        <QueryState isLoading={false} error={list.error} loadingText={loadingText} errorText={errorText}>
          {chart && list.rows.length > 0 && <div className="report-section__charts">{chart}</div>}
          <DataTable
            ariaLabel={tableLabel}
            rows={list.rows}
            columns={columns}
            getRowId={getRowId}
            server={list.server}
            pageSize={pageSize}
            emptyMessage={emptyMessage}
          />
          {footer && <p className="report-section__footer">{footer}</p>}
        </QueryState>
      )}
    </ReportSection>
  );
}
