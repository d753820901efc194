import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';
import { ErrorPanel } from './error-panel';
import { ListPage } from './list-page';

describe('ListPage', () => {
  it('shows the title as h1 with its buttons, then balance, filters and content', () => {
    render(
      <ListPage
        title="Pending Payments"
        actions={<Button>Process Payments</Button>}
        balance={<section aria-label="Account balance" />}
        filters={<div role="search" aria-label="Filters" />}
      >
        <p>table</p>
      </ListPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Pending Payments' });
    expect(within(heading.closest('header')!).getByRole('button', { name: 'Process Payments' })).toBeInTheDocument();
    const order = [
      heading,
      screen.getByRole('region', { name: 'Account balance' }),
      screen.getByRole('search', { name: 'Filters' }),
      screen.getByText('table'),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1].compareDocumentPosition(order[i]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('puts its description right under the h1, before the buttons', () => {
    render(
      <ListPage title="Rates" description="What a litre of milk is paid." actions={<Button>Add Rate</Button>}>
        <p>table</p>
      </ListPage>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Rates' });
    expect(heading.nextElementSibling).toHaveTextContent(/^What a litre of milk is paid\.$/);
    const button = screen.getByRole('button', { name: 'Add Rate' });
    expect(heading.nextElementSibling!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('ErrorPanel and EmptyState', () => {
  it('ErrorPanel is an alert, with Retry only when onRetry is given', async () => {
    const onRetry = jest.fn();
    const { rerender } = render(<ErrorPanel title="Failed to fetch routes" message="HTTP 503" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch routesHTTP 503');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    rerender(<ErrorPanel title="Failed to fetch routes" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('EmptyState shows its title and message', () => {
    render(<EmptyState title="No trips yet" message="Trips you add appear here." />);
    expect(screen.getByText('No trips yet')).toBeInTheDocument();
    expect(screen.getByText('Trips you add appear here.')).toBeInTheDocument();
  });
});
