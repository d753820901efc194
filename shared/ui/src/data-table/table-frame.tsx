import type { ReactNode } from 'react';
import { Spinner } from '../button/spinner';
import { PaginationBar, ServerPagination, type PaginationBarProps } from './pagination-bar';
import type { DataTableServer } from './types';

export interface TableFrameProps {
  ariaLabel: string;
  pageSize: number;
  emptyMessage: string;
  /** Rows shown on this page: none (and not busy) shows the empty message. */
  shownRows: number;
  /** Server mode pages by the server's total; otherwise `browserPager` moves the pages. */
  server?: DataTableServer;
  browserPager: Omit<PaginationBarProps, 'label'>;
  /** The table itself (the grid or the plain table). */
  children: ReactNode;
}

/**
 * What both DataTable renderers draw around their rows: the busy state (old rows faded while a
 * newer page loads), the empty message, and the footer with its spinner and pager.
 */
export function TableFrame({
  ariaLabel,
  pageSize,
  emptyMessage,
  shownRows,
  server,
  browserPager,
  children,
}: TableFrameProps) {
  const busy = Boolean(server?.loading);
  return (
    <div className={busy ? 'mz-data-table mz-data-table--busy' : 'mz-data-table'} aria-busy={busy || undefined}>
      {children}
      {shownRows === 0 && !busy && (
        <p className="mz-data-table__empty" role="status">
          {emptyMessage}
        </p>
      )}
      <div className="mz-data-table__footer">
        {busy && <Spinner size="small" label={`Loading ${ariaLabel}`} className="mz-data-table__busy" />}
        {server ? (
          <ServerPagination label={ariaLabel} pageSize={pageSize} {...server} />
        ) : (
          <PaginationBar label={ariaLabel} {...browserPager} />
        )}
      </div>
    </div>
  );
}
