import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';

describe('ForgotPasswordPage', () => {
  it('says the administrator resets passwords, offers no fake form, and links back to sign in', async () => {
    const { user } = renderWithProviders('/login');
    await user.click(await screen.findByRole('link', { name: 'Forget Password?' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getByText(/reset by your organisation's administrator/)).toHaveTextContent('User Management');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
  });
});
