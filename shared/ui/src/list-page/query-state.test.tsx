import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@maziwa/api-client';
import { QueryState } from './query-state';

describe('QueryState', () => {
  it('shows "Loading ..." by default while loading', () => {
    render(
      <QueryState isLoading>
        <p>table</p>
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading ...');
    expect(screen.queryByText('table')).not.toBeInTheDocument();
  });

  it('shows a screen-specific loading text', () => {
    render(
      <QueryState isLoading loadingText="Loading collections...">
        <p>table</p>
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading collections...');
  });

  it('draws the content in a render of its own after the answer arrives, the loading text up until then', async () => {
    // A store like TanStack Query's: React renders its updates in one task it cannot pause.
    let loaded = false;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
      get: () => loaded,
    };
    // What each commit of the page showed, with what the store said then.
    const commits: string[] = [];
    function Commits({ storeLoaded }: { storeLoaded: boolean }) {
      useLayoutEffect(() => {
        const shown = screen.queryByText('rows') ? 'rows' : screen.queryByRole('status')?.textContent;
        commits.push(`store ${storeLoaded ? 'loaded' : 'loading'}: ${shown}`);
      });
      return null;
    }
    function Page() {
      const storeLoaded = useSyncExternalStore(store.subscribe, store.get);
      return (
        <>
          <QueryState isLoading={!storeLoaded}>
            <p>rows</p>
          </QueryState>
          <Commits storeLoaded={storeLoaded} />
        </>
      );
    }
    render(<Page />);
    await act(async () => {
      loaded = true;
      listeners.forEach((listener) => listener());
    });
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The store's update committed with the loading text still up; the rows came in a later render.
    expect(commits).toEqual(['store loading: Loading ...', 'store loaded: Loading ...']);
  });

  it('draws content that is already there at once, with no loading text first', () => {
    render(
      <QueryState isLoading={false}>
        <p>rows</p>
      </QueryState>,
    );
    expect(screen.getByText('rows')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("keeps a table page's height while loading when asked, so the sections below stay put", () => {
    render(
      <QueryState isLoading reserveRows={10}>
        <p>table</p>
      </QueryState>,
    );
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading ...');
    expect(loading).toHaveClass('mz-data-table__placeholder');
    expect(loading.style.getPropertyValue('--mz-table-rows')).toBe('10');
  });

  it("shows a record page's not-found panel, without Retry, when the API has no such record (or another organisation's)", () => {
    const onRetry = jest.fn();
    const { rerender } = render(
      <QueryState
        isLoading={false}
        error={new ApiError(404, 'user_roles abc not found')}
        errorText="Failed to fetch user roles"
        notFoundText="Farmer not found"
        onRetry={onRetry}
      >
        <p>profile</p>
      </QueryState>,
    );
    const panel = screen.getByRole('region', { name: 'Farmer not found' });
    expect(panel).toHaveTextContent('Nothing of your organisation has this id');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('profile')).not.toBeInTheDocument();

    // A mistyped id (400) is not there either; any other failure is still a failure.
    rerender(
      <QueryState isLoading={false} error={new ApiError(400, 'id must be a uuid')} notFoundText="Farmer not found">
        <p>profile</p>
      </QueryState>,
    );
    expect(screen.getByRole('region', { name: 'Farmer not found' })).toBeInTheDocument();
    rerender(
      <QueryState
        isLoading={false}
        error={new ApiError(500, 'boom')}
        errorText="Failed to fetch user roles"
        notFoundText="Farmer not found"
      >
        <p>profile</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch user roles');
    expect(screen.queryByRole('region', { name: 'Farmer not found' })).not.toBeInTheDocument();
  });

  it('shows the error text as an alert', () => {
    render(
      <QueryState isLoading={false} error={new Error('HTTP 500')} errorText="Failed to fetch payments">
        <p>table</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch payments');
    expect(screen.queryByText('table')).not.toBeInTheDocument();
  });

  it("falls back to the error's message and offers Retry when asked", async () => {
    const onRetry = jest.fn();
    render(
      <QueryState isLoading={false} error={new Error('Network is down')} onRetry={onRetry}>
        <p>table</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Network is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the content once loaded', () => {
    render(
      <QueryState isLoading={false} error={null}>
        <p>table</p>
      </QueryState>,
    );
    expect(screen.getByText('table')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
