import { installFakeApi, jsonResponse, type FakeApi } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { demoUser, renderWithProviders } from '../testing';

let api: FakeApi;
let sent: unknown;
beforeEach(() => {
  sent = undefined;
  api = installFakeApi({
    [`POST /users/${demoUser.id}/password`]: async (req) => {
      sent = await req.json();
      return (sent as { old_password: string }).old_password === 'Maziwa-2026'
        ? undefined
        : jsonResponse(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'old_password is incorrect',
              fields: { old_password: 'is incorrect' },
            },
            400,
          );
    },
  });
});
afterEach(() => api.restore());

async function openSettings() {
  const rendered = renderWithProviders('/settings', { signedInAs: demoUser });
  await screen.findByRole('heading', { level: 1, name: 'Settings' });
  return rendered;
}

async function change(user: Awaited<ReturnType<typeof openSettings>>['user'], current: string) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), 'Maziwa-2027');
  await user.type(screen.getByLabelText('Confirm New Password'), 'Maziwa-2027');
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('SettingsPage', () => {
  it("shows the signed-in user's name, email, role and organisation", async () => {
    await openSettings();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(account).getByText(demoUser.email)).toBeInTheDocument();
    expect(within(account).getByText('admin')).toBeInTheDocument();
    expect(within(account).getByText('org-1')).toBeInTheDocument();
  });

  it('changes the password and says so', async () => {
    const { user } = await openSettings();
    await change(user, 'Maziwa-2026');
    expect(
      await within(screen.getByRole('status', { name: 'Notifications' })).findByText('Password changed'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ old_password: 'Maziwa-2026', new_password: 'Maziwa-2027' });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows a wrong current password at that field', async () => {
    const { user } = await openSettings();
    await change(user, 'not-it');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('checks the new password before sending it', async () => {
    const { user } = await openSettings();
    await user.type(screen.getByLabelText('Current Password'), 'Maziwa-2026');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('New password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(sent).toBeUndefined();
  });
});
