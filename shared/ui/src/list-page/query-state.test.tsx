import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
