import { useCallback, useMemo, useState } from 'react';

export interface ListSort {
  /** The API's field name. */
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Where a server list keeps its page and sort. By default React state (lost on reload);
 * a list page passes @maziwa/ui's `useUrlListPaging()` instead, so the page and sort live
 * in the address and survive a reload, Back and a shared link.
 */
export interface ServerListState {
  /** One-based. */
  page: number;
  sort: ListSort | null;
  /** `replace`: a correction the program makes (back to page 1, the list shrank), not a step to go Back to. */
  setPage(page: number, options?: { replace?: boolean }): void;
  /** A new sort also goes back to page 1. */
  setSort(sort: ListSort | null): void;
}

/** Page and sort in React state: what a list in a dialog or a panel uses. */
export function useLocalListState(initialSort: ListSort | null): ServerListState {
  const [page, setPageState] = useState(1);
  const [sort, setSortState] = useState<ListSort | null>(initialSort);
  const setPage = useCallback((next: number) => setPageState(next), []);
  const setSort = useCallback((next: ListSort | null) => {
    setSortState(next);
    setPageState(1);
  }, []);
  return useMemo(() => ({ page, sort, setPage, setSort }), [page, sort, setPage, setSort]);
}
