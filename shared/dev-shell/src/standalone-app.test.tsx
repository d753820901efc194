import { useSession } from '@maziwa/api-client';
import { installFakeApi, ROLE_PERMISSIONS, withRole, type FakeApi } from '@maziwa/api-client/testing';
import type { RemoteModule } from '@maziwa/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StandaloneApp } from './standalone-app';

const remote: RemoteModule = {
  id: 'payroll',
  declaration: {
    pages: [
      { path: '/payroll/pending-payments', permission: 'payments:read' },
      { path: '/payroll/completed-payments', permission: 'payments:read' },
    ],
  },
  routes: [
    { path: '/payroll/pending-payments', element: <h1>Pending Payments</h1> },
    { path: '/payroll/completed-payments', element: <h1>Completed Payments</h1> },
  ],
};

const user = {
  id: 'u1',
  email: 'admin@maziwa.test',
  username: 'admin',
  first_name: 'Grace',
  last_name: 'Wanjiru',
  avatarUrl: null,
  time_zone: 'Africa/Nairobi',
  organization_ids: ['org-1'],
  roles: ['admin'],
  permissions: [...ROLE_PERMISSIONS.admin],
};

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'admin@maziwa.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Maziwa-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'loading', user: null, orgId: null });
  window.history.replaceState(null, '', '/');
  api = installFakeApi({
    'POST /token': () => ({ access_token: 'tok', token_type: 'bearer', expires_in: 60 }),
    'GET /users/me': () => user,
    'POST /logout': () => undefined,
  });
});
afterEach(() => api.restore());

describe('standalone remote', () => {
  it('asks to sign in, then shows the remote with links to its pages', async () => {
    render(<StandaloneApp remote={remote} />);
    expect(await screen.findByRole('heading', { name: 'Login to Account' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@maziwa.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Pending Payments' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '/payroll/completed-payments' }));
    expect(await screen.findByRole('heading', { name: 'Completed Payments' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login to Account' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /logout');
  });

  it('shows the sign-in error', async () => {
    api.on({ 'POST /token': () => new Response(JSON.stringify({ message: 'no' }), { status: 401 }) });
    render(<StandaloneApp remote={remote} />);
    await userEvent.type(await screen.findByLabelText('Email'), 'admin@maziwa.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
  });

  it('behaves as the host for a person who may not read the pages, or has no console access', async () => {
    api.on({ 'GET /users/me': () => withRole(user, 'QA/Collector') });
    const { unmount } = render(<StandaloneApp remote={remote} />);
    await signIn();
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '/payroll/completed-payments' })).not.toBeInTheDocument();
    unmount();

    localStorage.clear();
    useSession.setState({ status: 'loading', user: null, orgId: null });
    api.on({ 'GET /users/me': () => withRole(user, 'Driver') });
    render(<StandaloneApp remote={remote} />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unauthorized');
    expect(screen.queryByRole('heading', { name: 'Pending Payments' })).not.toBeInTheDocument();
  });
});
