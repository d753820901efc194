import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { showToast, Toaster, TOAST_DURATION_MS } from './toast';

function renderToaster() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Toaster /> },
      { path: '/farmers/:id', element: <h1>Farmer page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

const status = () => screen.getByRole('status', { name: 'Notifications' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Toaster', () => {
  it('announces a save politely, with a link to the record, and goes after its time', () => {
    renderToaster();
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(status()).toBeEmptyDOMElement();

    act(() => showToast({ message: 'Farmer Jane Wanjiru saved', link: { to: '/farmers/42', label: 'View farmer' } }));
    expect(within(status()).getByText('Farmer Jane Wanjiru saved')).toBeInTheDocument();
    expect(within(status()).getByRole('link', { name: 'View farmer' })).toHaveAttribute('href', '/farmers/42');

    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Farmer Jane Wanjiru saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Farmer Jane Wanjiru saved')).not.toBeInTheDocument();
  });

  it('stacks at most three, newest last, each closed by its own button', async () => {
    renderToaster();
    act(() => {
      for (const name of ['Route A', 'Route B', 'Route C', 'Route D']) showToast({ message: `${name} saved` });
    });
    const items = within(status()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/saved/).textContent)).toEqual([
      'Route B saved',
      'Route C saved',
      'Route D saved',
    ]);

    await user().click(within(items[1]).getByRole('button', { name: 'Dismiss' }));
    expect(
      within(status())
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Route B saved', 'Route D saved']);
  });

  it('keeps its time while the pointer is on it or focus is in it', async () => {
    renderToaster();
    act(() => showToast({ message: 'User bmwangi saved', link: { to: '/farmers/1', label: 'View user' } }));
    const u = user();

    await u.hover(screen.getByText('User bmwangi saved'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('User bmwangi saved')).toBeInTheDocument();
    await u.unhover(screen.getByText('User bmwangi saved'));

    act(() => screen.getByRole('link', { name: 'View user' }).focus());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByText('User bmwangi saved')).toBeInTheDocument();

    act(() => screen.getByRole('link', { name: 'View user' }).blur());
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('User bmwangi saved')).not.toBeInTheDocument();
  });

  it('opens the record from its link and goes away', async () => {
    renderToaster();
    act(() => showToast({ message: 'Farmer Jane Wanjiru saved', link: { to: '/farmers/42', label: 'View farmer' } }));
    await user().click(screen.getByRole('link', { name: 'View farmer' }));
    expect(screen.getByRole('heading', { name: 'Farmer page' })).toBeInTheDocument();
    expect(screen.queryByText('Farmer Jane Wanjiru saved')).not.toBeInTheDocument();
  });

  it('forgets what it showed when the last toaster goes, so a later page starts clean', () => {
    const first = renderToaster();
    act(() => showToast({ message: 'Rate saved' }));
    first.unmount();
    renderToaster();
    expect(status()).toBeEmptyDOMElement();
  });

  it('shows nothing later of a save made while no toaster was on screen', () => {
    showToast({ message: 'Advance saved' });
    renderToaster();
    expect(status()).toBeEmptyDOMElement();
  });
});
