import { render, screen } from '@testing-library/react';
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
