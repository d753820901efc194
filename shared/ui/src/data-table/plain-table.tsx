import { useEffect, useMemo, useRef, useState } from 'react';
import { cellText, cellValue, compareValues, nextDirection, sortsInBrowser } from './cell-value';
import { isActionsColumn, sortFieldOf, sortsOnServer } from './column-kind';
import { TableFrame } from './table-frame';
import type { TableView } from './table-view';
import type { DataTableColumn, DataTableProps, SortDirection } from './types';
import { useScrollsSideways } from './use-scrolls-sideways';
import './plain-table.css';

type BrowserSort = NonNullable<TableView['sort']>;

export interface PlainTableProps<T> extends DataTableProps<T> {
  /** Told the sort and page drawn in the browser (client mode), whenever they change. */
  onViewChange?(view: TableView): void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** How a cell sits on a phone's card: a "title: value" line, the row's buttons, or left off. */
function cardCellClass<T>(column: DataTableColumn<T>): string | undefined {
  if (isActionsColumn(column)) return 'mz-plain-table__actions';
  return column.card === false ? 'mz-plain-table__off-card' : undefined;
}

/**
 * {@link DataTable} on a touch screen or a narrow window, and with a mouse until the person
 * reaches for the table (reach-for-grid.tsx): the same columns, cells, sorting, pages and
 * states as the grid, drawn as a plain HTML table. A phone on mobile data then shows a list
 * page without ag-grid (~217 KiB gzip and its first render, the largest costs of a page), and
 * loses nothing a finger can use: the grid's extras are for a mouse and a keyboard
 * (resizing columns, moving between cells with the arrow keys). On a phone's width each row is
 * a card of "title: value" lines with its buttons at the foot, and the headers a strip of sort
 * buttons (plain-table.css), so no column is out of sight.
 */
export function PlainTable<T>({
  rows,
  columns,
  ariaLabel,
  pageSize = 10,
  searchText,
  getRowId,
  rowClass,
  emptyMessage = 'No records found.',
  server,
  onViewChange,
}: PlainTableProps<T>) {
  const [browserSort, setBrowserSort] = useState<BrowserSort | null>(null);
  const [browserPage, setBrowserPage] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(frame);

  // The browser's own search, sort and pages, for a table given all its rows (client mode).
  const filtered = useMemo(() => {
    if (server) return rows;
    const search = searchText?.trim().toLowerCase();
    const kept = search
      ? rows.filter((row) =>
          columns.some((column) => {
            if (!sortsInBrowser(column)) return false;
            const text = `${cellText(column, row)} ${String(cellValue(column, row) ?? '')}`;
            return text.toLowerCase().includes(search);
          }),
        )
      : rows;
    if (!browserSort) return kept;
    const column = columns[browserSort.index];
    const sign = browserSort.direction === 'asc' ? 1 : -1;
    return [...kept].sort((a, b) => sign * compareValues(cellValue(column, a), cellValue(column, b)));
  }, [server, rows, columns, searchText, browserSort]);

  const browserPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  // A new search starts at its first page (a shorter list also clamps the page below).
  useEffect(() => setBrowserPage(0), [searchText]);
  const page = Math.min(browserPage, browserPages - 1);
  useEffect(() => onViewChange?.({ sort: browserSort, page }), [onViewChange, browserSort, page]);
  const shown = server ? rows : filtered.slice(page * pageSize, (page + 1) * pageSize);

  const sortOf = (column: DataTableColumn<T>, index: number): SortDirection | undefined => {
    if (server) return server.sort && sortFieldOf(column) === server.sort.field ? server.sort.direction : undefined;
    return browserSort?.index === index ? browserSort.direction : undefined;
  };
  const sortable = (column: DataTableColumn<T>) => (server ? sortsOnServer(column) : sortsInBrowser(column));
  const onHeaderClick = (column: DataTableColumn<T>, index: number) => {
    const direction = nextDirection(sortOf(column, index));
    if (server) {
      const field = sortFieldOf(column);
      server.onSortChange(direction && field ? { field, direction } : null);
    } else {
      setBrowserSort(direction ? { index, direction } : null);
      setBrowserPage(0);
    }
  };

  return (
    <TableFrame
      ariaLabel={ariaLabel}
      pageSize={pageSize}
      emptyMessage={emptyMessage}
      shownRows={shown.length}
      server={server}
      browserPager={{
        page,
        totalPages: browserPages,
        onFirst: () => setBrowserPage(0),
        onPrevious: () => setBrowserPage(Math.max(page - 1, 0)),
        onNext: () => setBrowserPage(Math.min(page + 1, browserPages - 1)),
        onLast: () => setBrowserPage(browserPages - 1),
      }}
    >
      {/* A table wider than its frame scrolls sideways there; the frame then takes keyboard
          focus (and says what it holds), so the arrow keys can scroll it without a mouse. */}
      <div
        ref={frame}
        className="mz-data-table__grid mz-plain-table"
        tabIndex={scrollsSideways ? 0 : undefined}
        role={scrollsSideways ? 'region' : undefined}
        aria-label={scrollsSideways ? ariaLabel : undefined}
      >
        {/* The roles are written out: on a phone the rows are drawn as cards (plain-table.css),
            and a browser may drop a table's semantics once its rows are no longer displayed as
            table rows. */}
        <table aria-label={ariaLabel} role="table">
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column, index) => {
                const direction = sortOf(column, index);
                const canSort = sortable(column);
                return (
                  <th
                    key={index}
                    scope="col"
                    role="columnheader"
                    aria-sort={direction ? ARIA_SORT[direction] : undefined}
                    className={isActionsColumn(column) ? 'mz-plain-table__actions' : undefined}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className="mz-plain-table__sort"
                        onClick={() => onHeaderClick(column, index)}
                      >
                        <span>{column.headerName}</span>
                        <span className="mz-plain-table__arrow" aria-hidden="true">
                          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}
                        </span>
                      </button>
                    ) : (
                      column.headerName
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {shown.map((row, rowIndex) => (
              <tr key={getRowId ? getRowId(row) : rowIndex} role="row" className={rowClass?.(row)}>
                {columns.map((column, index) => (
                  <td key={index} role="cell" data-label={column.headerName} className={cardCellClass(column)}>
                    {column.cellRenderer ? column.cellRenderer(row) : cellText(column, row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TableFrame>
  );
}
