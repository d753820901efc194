import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { driverUser as driver, installFakeRemotes, renderWithProviders } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi({ 'POST /logout': () => undefined });
  await installFakeRemotes();
});
afterEach(() => api.restore());

describe('UnauthorizedPage', () => {
  it('explains the missing console access and links to the dashboard', async () => {
    renderWithProviders('/payroll/pending-payments', { signedInAs: driver });
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized' });
    expect(screen.getByText(/no role that is allowed/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('lets the user sign out to try another account', async () => {
    const { user, router } = renderWithProviders('/unauthorized', { signedInAs: driver });
    await screen.findByRole('heading', { level: 1, name: 'Unauthorized' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /logout');
    expect(router.state.location.pathname).toBe('/login');
  });
});
