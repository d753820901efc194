import type { FarmerProfileRow, Page } from '@maziwa/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError } from '../api-error';
import { installFakeApi, jsonResponse, type FakeApi } from '../testing';
import { listEndpoint, type ListParams } from './list-endpoint';
import type { ListSort, ServerListState } from './list-state';
import { useServerList } from './use-server-list';

type Farmer = FarmerProfileRow;
type ReportListParams = ListParams<'reports/farmers-profile'>;

const farmers: Farmer[] = Array.from({ length: 25 }, (_, i) => ({
  id: `f${i + 1}`,
  member_number: `M${i + 1}`,
  farmer_name: `Farmer ${String(i + 1).padStart(2, '0')}`,
  date_of_last_collection: null,
  quantity_supplied: 0,
  average_quality_score: null,
  payment_status: null,
}));
const report = listEndpoint('reports/farmers-profile');

/** A tiny server: q filters by name, sort by name, limit and offset page. */
function answer(query: URLSearchParams): Page<Farmer> {
  const q = query.get('q')?.toLowerCase() ?? '';
  const rows = farmers.filter((f) => f.farmer_name.toLowerCase().includes(q));
  if (query.get('sort') === '-name') rows.reverse();
  const limit = Number(query.get('limit'));
  const offset = Number(query.get('offset'));
  return { data: rows.slice(offset, offset + limit), total: rows.length, limit, offset };
}

let api: FakeApi;
let queries: string[];
beforeEach(() => {
  queries = [];
  api = installFakeApi({
    'GET /reports/farmers-profile': (req) => {
      queries.push(req.query.toString());
      return answer(req.query);
    },
  });
});
afterEach(() => api.restore());

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderList(params: ReportListParams = { organization_id: 'org-1' }) {
  return renderHook(
    ({ params: current }: { params: ReportListParams }) =>
      useServerList({ key: ['farmers'], endpoint: report, params: current }),
    { wrapper, initialProps: { params } },
  );
}

const names = (rows: Farmer[]) => rows.map((f) => f.farmer_name);

describe('useServerList', () => {
  it('asks for the first page of 10 with the params, and tells the table the total', async () => {
    const { result } = renderList();
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(queries).toEqual(['organization_id=org-1&limit=10&offset=0']);
    expect(result.current.total).toBe(25);
    expect(result.current.server).toMatchObject({ total: 25, page: 1, sort: null, loading: false });
  });

  it('pages with offset, keeping the previous rows while the next page loads', async () => {
    let release!: () => void;
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    api.on({
      'GET /reports/farmers-profile': async (req) => {
        queries.push(req.query.toString());
        await new Promise<void>((resolve) => (release = resolve));
        return answer(req.query);
      },
    });

    act(() => result.current.server.onPageChange(3));
    await waitFor(() => expect(result.current.server.loading).toBe(true));
    expect(result.current.server.page).toBe(3);
    expect(names(result.current.rows)[0]).toBe('Farmer 01');
    expect(result.current.isLoading).toBe(false);

    release();
    await waitFor(() =>
      expect(names(result.current.rows)).toEqual(['Farmer 21', 'Farmer 22', 'Farmer 23', 'Farmer 24', 'Farmer 25']),
    );
    expect(queries.at(-1)).toBe('organization_id=org-1&limit=10&offset=20');
    expect(result.current.server.loading).toBe(false);
  });

  it('sends the sort as field or -field and goes back to page 1', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.server.onPageChange(2));
    await waitFor(() => expect(names(result.current.rows)[0]).toBe('Farmer 11'));

    act(() => result.current.server.onSortChange({ field: 'name', direction: 'desc' }));
    await waitFor(() => expect(names(result.current.rows)[0]).toBe('Farmer 25'));
    expect(queries.at(-1)).toBe('organization_id=org-1&limit=10&offset=0&sort=-name');
    expect(result.current.server).toMatchObject({ page: 1, sort: { field: 'name', direction: 'desc' } });

    act(() => result.current.server.onSortChange(null));
    await waitFor(() => expect(queries.at(-1)).toBe('organization_id=org-1&limit=10&offset=0'));
  });

  it('goes back to page 1 when the params change, never sending the old page with new filters', async () => {
    const { result, rerender } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.server.onPageChange(3));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));

    rerender({ params: { organization_id: 'org-1', q: 'farmer 1' } });
    await waitFor(() => expect(result.current.total).toBe(10));
    expect(result.current.server.page).toBe(1);
    expect(queries.slice(2)).toEqual(['organization_id=org-1&q=farmer+1&limit=10&offset=0']);
  });

  it('moves to the last page when the list shrinks under the current one', async () => {
    const { result } = renderList();
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.server.onPageChange(3));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));

    api.on({ 'GET /reports/farmers-profile': (req) => ({ ...answer(req.query), data: [], total: 12 }) });
    act(() => result.current.refetch());
    await waitFor(() => expect(result.current.server.page).toBe(2));
  });

  describe('with its page and sort kept elsewhere (the address)', () => {
    /** A state like the address: it changes only when written, and records how. */
    function outsideState(page: number, sort: ListSort | null = null) {
      const writes: string[] = [];
      const state: ServerListState = {
        page,
        sort,
        setPage: (next, options) => writes.push(`page ${next}${options?.replace ? ' (replace)' : ''}`),
        setSort: (next) => writes.push(`sort ${next?.field ?? 'none'}`),
      };
      return { state, writes };
    }

    it('opens on the page and sort it is given, also when the organisation arrives late', async () => {
      const { state, writes } = outsideState(3, { field: 'name', direction: 'desc' });
      const { result, rerender } = renderHook(
        ({ orgId }: { orgId: string | null }) =>
          useServerList({
            key: ['farmers'],
            endpoint: report,
            params: { organization_id: orgId },
            state,
            enabled: orgId !== null,
          }),
        { wrapper, initialProps: { orgId: null as string | null } },
      );
      rerender({ orgId: 'org-1' });
      await waitFor(() => expect(result.current.rows).toHaveLength(5));
      expect(queries).toEqual(['organization_id=org-1&limit=10&offset=20&sort=-name']);
      expect(names(result.current.rows)[0]).toBe('Farmer 05');
      expect(writes).toEqual([]);
    });

    it('asks for page 1 at once when the params change, and has the state go there without a history entry', async () => {
      const { state, writes } = outsideState(3);
      const { result, rerender } = renderHook(
        ({ params }: { params: ReportListParams }) =>
          useServerList({ key: ['farmers'], endpoint: report, params, state }),
        { wrapper, initialProps: { params: { organization_id: 'org-1' } as ReportListParams } },
      );
      await waitFor(() => expect(result.current.rows).toHaveLength(5));
      rerender({ params: { organization_id: 'org-1', q: 'farmer 1' } });
      expect(result.current.server.page).toBe(1);
      await waitFor(() => expect(result.current.total).toBe(10));
      expect(queries.slice(1)).toEqual(['organization_id=org-1&q=farmer+1&limit=10&offset=0']);
      expect(writes).toEqual(['page 1 (replace)']);
    });

    it('hands page and sort changes to the state', async () => {
      const { state, writes } = outsideState(1);
      const { result } = renderHook(
        () => useServerList({ key: ['farmers'], endpoint: report, params: { organization_id: 'org-1' }, state }),
        {
          wrapper,
        },
      );
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      act(() => result.current.server.onPageChange(2));
      act(() => result.current.server.onSortChange({ field: 'name', direction: 'asc' }));
      expect(writes).toEqual(['page 2', 'sort name']);
    });
  });

  it('reports a failed page as its error', async () => {
    api.on({ 'GET /reports/farmers-profile': () => jsonResponse({ message: 'Database unavailable' }, 503) });
    const { result } = renderList();
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ status: 503, message: 'Database unavailable' });
    expect(result.current.rows).toEqual([]);
  });

  describe('exportCsv', () => {
    let saved: string[];
    let restore: () => void;
    beforeEach(() => {
      saved = [];
      const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
        return true;
      });
      restore = () => {
        click.mockRestore();
        Object.assign(URL, original);
      };
    });
    afterEach(() => restore());

    it('downloads the whole filtered list in the current sort: format=csv, no paging', async () => {
      let csvQuery = '';
      const { result } = renderList({ organization_id: 'org-1', q: 'farmer' });
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      act(() => result.current.server.onSortChange({ field: 'name', direction: 'asc' }));
      api.on({
        'GET /reports/farmers-profile': (req) => {
          if (req.query.get('format') !== 'csv') return answer(req.query);
          csvQuery = req.query.toString();
          return new Response('"Farmer Name"\n', { headers: { 'content-type': 'text/csv' } });
        },
      });
      act(() => result.current.exportCsv('farmers.csv'));
      await waitFor(() => expect(saved).toEqual(['farmers.csv']));
      expect(csvQuery).toBe('organization_id=org-1&q=farmer&sort=name&format=csv');
      await waitFor(() => expect(result.current.isExporting).toBe(false));
      expect(result.current.exportError).toBeNull();
    });

    it("asks for the table's columns and titles once the table has told them", async () => {
      let columns: string | null = null;
      const { result } = renderList({ organization_id: 'org-1' });
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      act(() => result.current.server.onColumnsChange('member_number:Member Number,farmer_name:Farmer Name'));
      api.on({
        'GET /reports/farmers-profile': (req) => {
          if (req.query.get('format') !== 'csv') return answer(req.query);
          columns = req.query.get('columns');
          return new Response('"Member Number","Farmer Name"\n', { headers: { 'content-type': 'text/csv' } });
        },
      });
      act(() => result.current.exportCsv('farmers.csv'));
      await waitFor(() => expect(saved).toEqual(['farmers.csv']));
      expect(columns).toBe('member_number:Member Number,farmer_name:Farmer Name');
    });

    it('keeps a failed export as exportError', async () => {
      const { result } = renderList();
      await waitFor(() => expect(result.current.rows).toHaveLength(10));
      api.on({ 'GET /reports/farmers-profile': () => jsonResponse({ message: 'Too many rows' }, 413) });
      act(() => result.current.exportCsv('farmers.csv'));
      await waitFor(() => expect(result.current.exportError).toMatchObject({ status: 413, message: 'Too many rows' }));
      expect(saved).toEqual([]);
    });
  });
});
