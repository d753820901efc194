import { useState } from 'react';
import { DataTable } from '../data-table';
import type { DataTableColumn, DataTableServer, DataTableSort } from '../types';

export interface ServerTableProps<T> {
  onSort?: (s: DataTableSort | null) => void;
  loading?: boolean;
  /** Shown instead of the page of `all`, e.g. a page the server answered late. */
  rows?: T[];
}

const compare = (a: unknown, b: unknown) =>
  (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;

/**
 * For tests: a page that owns page and sort like useServerList does, answering from `all`
 * (what a server holds), ten rows a page, sorted by the field the table asks for.
 *
 * @example const ServerTable = serverTableOf(all, columns); render(<ServerTable onSort={onSort} />);
 */
export function serverTableOf<T extends { id: string }>(all: T[], columns: DataTableColumn<T>[]) {
  return function ServerTable({ onSort, loading = false, rows: given }: ServerTableProps<T>) {
    const [page, setPage] = useState(1);
    const [sort, setSort] = useState<DataTableSort | null>(null);
    const sorted = [...all];
    if (sort) {
      const key = sort.field as keyof T;
      sorted.sort((a, b) => compare(a[key], b[key]) * (sort.direction === 'asc' ? 1 : -1));
    }
    const server: DataTableServer = {
      total: all.length,
      page,
      onPageChange: setPage,
      sort,
      onSortChange: (next) => {
        onSort?.(next);
        setSort(next);
        setPage(1);
      },
      loading,
    };
    const rows = given ?? sorted.slice((page - 1) * 10, page * 10);
    return <DataTable ariaLabel="Farmers" rows={rows} columns={columns} getRowId={(row) => row.id} server={server} />;
  };
}
