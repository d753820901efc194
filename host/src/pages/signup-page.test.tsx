import { installFakeApi, jsonResponse, type FakeApi } from '@maziwa/api-client/testing';
import { screen } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';

let api: FakeApi;
let registered: unknown;
beforeEach(async () => {
  registered = undefined;
  api = installFakeApi({
    'POST /register': async (req) => {
      registered = await req.json();
      return jsonResponse({ id: 'u-9' }, 201);
    },
    'POST /token': () => ({ access_token: 'tok-new' }),
    'GET /users/me': () => ({ ...demoUser, email: 'achieng@limuru.test', first_name: 'Achieng' }),
  });
  await installFakeRemotes();
});
afterEach(() => api.restore());

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('First Name'), 'Achieng');
  await user.type(screen.getByLabelText('Last Name'), 'Otieno');
  await user.type(screen.getByLabelText('Organisation Name'), 'Limuru Dairy');
  await user.type(screen.getByLabelText('Email'), 'achieng@limuru.test');
  await user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
  await user.type(screen.getByLabelText('Confirm Password'), 'Maziwa-2026');
}

describe('SignupPage', () => {
  it('creates the account, signs in with it and opens the dashboard', async () => {
    const { user, router } = renderWithProviders('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(registered).toEqual({
      email: 'achieng@limuru.test',
      password: 'Maziwa-2026',
      first_name: 'Achieng',
      last_name: 'Otieno',
      organization_name: 'Limuru Dairy',
    });
    expect(api.calls).toEqual(expect.arrayContaining(['POST /register', 'POST /token', 'GET /users/me']));
  });

  it('shows an already registered email at the Email field', async () => {
    api.on({
      'POST /register': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'email is already registered',
            fields: { email: 'is already registered' },
          },
          409,
        ),
    });
    const { user, router } = renderWithProviders('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is already registered');
    expect(screen.getByLabelText('Email')).toHaveValue('achieng@limuru.test');
    expect(router.state.location.pathname).toBe('/signup');
    expect(api.calls).not.toContain('POST /token');
  });

  it('checks the fields before sending anything', async () => {
    const { user } = renderWithProviders('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('links back to sign in', async () => {
    const { user } = renderWithProviders('/signup');
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
  });
});
