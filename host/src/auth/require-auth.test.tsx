import { TOKEN_STORAGE_KEY, useSession } from '@maziwa/api-client';
import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { act, screen } from '@testing-library/react';
import { currentUrl, demoUser, installFakeRemotes, renderWithProviders } from '../testing';

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

  it('sends a user whose roles are all outside admin and user to /unauthorized', async () => {
    const { router } = renderWithProviders('/dashboard', {
      signedInAs: { ...demoUser, role: 'Driver', roles: ['Driver'] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unauthorized' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('lets a user without a roles list through (spec 6)', async () => {
    const { roles: _roles, ...withoutRoles } = demoUser;
    renderWithProviders('/dashboard', { signedInAs: withoutRoles });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets a user with one of the roles through', async () => {
    renderWithProviders('/reports/quality', { signedInAs: { ...demoUser, roles: ['Driver', 'user'] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quality' })).toBeInTheDocument();
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
      initialEntries: [{ pathname: '/login', state: { from: { pathname: '/farmers/farmers-profiles', search: '?q=1', hash: '' } } }],
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
