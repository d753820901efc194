import { TOKEN_STORAGE_KEY, useSession } from '@maziwa/api-client';
import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import {
  clerkUser,
  currentUrl,
  demoUser,
  driverUser,
  installFakeRemotes,
  qaUser,
  renderWithProviders,
} from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi();
  await installFakeRemotes();
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('RequireAuth', () => {
  it('shows the Loading... overlay only after 100 ms of checking the session', async () => {
    jest.useFakeTimers();
    renderWithProviders('/settings', { session: 'loading' });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(99));
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    act(() => useSession.setState({ status: 'authenticated', user: demoUser, orgId: 'org-1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('never flashes the overlay when the check is fast', async () => {
    jest.useFakeTimers();
    renderWithProviders('/settings', { session: 'loading' });
    act(() => jest.advanceTimersByTime(50));
    act(() => useSession.setState({ status: 'anonymous' }));
    act(() => jest.advanceTimersByTime(500));
    expect(await screen.findByRole('heading', { name: 'Login to Account' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to /login and back to the page (with query and hash) after signing in', async () => {
    api.on({
      'POST /token': () => ({ access_token: 'tok-1' }),
      'GET /users/me': () => demoUser,
    });
    const { user, router } = renderWithProviders('/payroll/pending-payments?status=delayed#top');
    expect(await screen.findByRole('heading', { name: 'Login to Account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // Replace: Back must not return to a page that only bounces to /login again.
    expect(router.state.historyAction).toBe('REPLACE');

    await user.type(screen.getByLabelText('Email'), demoUser.email);
    await user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Pending Payments' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/payroll/pending-payments?status=delayed#top');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('sends an account without any permission (a Driver) to /unauthorized', async () => {
    const { router } = renderWithProviders('/dashboard', { signedInAs: driverUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    // Nothing to open: the sidebar lists no page.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('lets in any account holding a permission, whatever its roles are called', async () => {
    renderWithProviders('/quality-control/quality-tests', { signedInAs: { ...qaUser, roles: ['Night shift'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality Tests (On-Site)' })).toBeInTheDocument();
  });

  it('shows the no-access panel inside the shell for a page the person may not read, without loading its remote', async () => {
    const loaded: string[] = [];
    await installFakeRemotes({
      payroll: () => {
        loaded.push('payroll');
        return {
          id: 'payroll',
          declaration: { pages: [] },
          routes: [{ path: '/payroll/pending-payments', element: <h1>Pending Payments</h1> }],
        };
      },
    });
    const { router } = renderWithProviders('/payroll/pending-payments', { signedInAs: qaUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payroll/pending-payments');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending Payments' })).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('shows a clerk the pages they may read and the panel on the staff accounts page', async () => {
    const { user } = renderWithProviders('/payroll/pending-payments', { signedInAs: clerkUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pending Payments' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User Management' }));
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Roles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
  });

  it('sends a QA/Collector, who reads no reports, from / to Intake', async () => {
    const { router } = renderWithProviders('/', { signedInAs: qaUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Intake' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/milk-collections/intake');
  });

  it('sends the visitor of / to the dashboard', async () => {
    const { router } = renderWithProviders('/', { signedInAs: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('PublicOnly', () => {
  it('sends a signed-in visitor of /login to the dashboard, replacing the entry', async () => {
    const { router } = renderWithProviders('/login', { signedInAs: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in visitor to the page they came from', async () => {
    const { router } = renderWithProviders('', {
      signedInAs: demoUser,
      initialEntries: [
        { pathname: '/login', state: { from: { pathname: '/farmers/farmers-profiles', search: '?q=1', hash: '' } } },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/farmers/farmers-profiles?q=1');
  });

  it('also guards /signup and /forgot-password', async () => {
    const { router } = renderWithProviders('/signup', { signedInAs: demoUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('signing in as a QA/Collector', () => {
  it('lands on the first page they may read, not on the dashboard they may not', async () => {
    api.on({
      'POST /token': () => ({ access_token: 'tok-qa' }),
      'GET /users/me': () => qaUser,
    });
    const { user, router } = renderWithProviders('/login');
    await user.type(await screen.findByLabelText('Email'), qaUser.email);
    await user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Intake' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/milk-collections/intake');
  });
});
