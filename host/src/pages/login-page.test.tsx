import { TOKEN_STORAGE_KEY } from '@maziwa/api-client';
import { installFakeApi, jsonResponse, type FakeApi } from '@maziwa/api-client/testing';
import { screen } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';

let api: FakeApi;
beforeEach(async () => {
  localStorage.clear();
  api = installFakeApi({
    'POST /token': async (req) => {
      const form = await req.formData();
      return form.get('password') === 'Maziwa-2026'
        ? { access_token: 'tok-1' }
        : jsonResponse({ message: 'Incorrect email or password' }, 401);
    },
    'GET /users/me': () => demoUser,
  });
  await installFakeRemotes();
});
afterEach(() => api.restore());

async function openLogin() {
  const rendered = renderWithProviders('/login');
  await screen.findByRole('heading', { level: 1, name: 'Login to Account' });
  return rendered;
}

describe('LoginPage', () => {
  it('has the fields, box, button and links of the login screen', async () => {
    await openLogin();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember Password' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forget Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
  });

  it('says what is missing or wrong at the fields, without calling the API', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');

    await user.type(screen.getByLabelText('Email'), 'wanjiku@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /token');
  });

  it('shows Authentication failed for a wrong password and keeps the email', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), demoUser.email);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication failed');
    expect(screen.getByLabelText('Email')).toHaveValue(demoUser.email);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('shows the sign-in failure message when the server fails', async () => {
    api.on({ 'POST /token': () => jsonResponse({ message: 'down' }, 503) });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), demoUser.email);
    await user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('signs in and goes to the dashboard, replacing the login entry', async () => {
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), demoUser.email);
    await user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('Remember Password remembers the email for next time, and unticked forgets it', async () => {
    const first = await openLogin();
    await first.user.type(screen.getByLabelText('Email'), demoUser.email);
    await first.user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await first.user.click(screen.getByRole('checkbox', { name: 'Remember Password' }));
    await first.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe(demoUser.email);
    // The password itself is never kept by the page.
    expect(Object.values({ ...localStorage })).not.toContain('Maziwa-2026');
    first.unmount();

    const second = await openLogin();
    expect(screen.getByLabelText('Email')).toHaveValue(demoUser.email);
    expect(screen.getByRole('checkbox', { name: 'Remember Password' })).toBeChecked();
    await second.user.click(screen.getByRole('checkbox', { name: 'Remember Password' }));
    await second.user.type(screen.getByLabelText('Password'), 'Maziwa-2026');
    await second.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    second.unmount();

    await openLogin();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember Password' })).not.toBeChecked();
  });
});
