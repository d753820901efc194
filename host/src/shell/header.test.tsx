import { useSession } from '@maziwa/api-client';
import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { screen, within } from '@testing-library/react';
import { demoUser, installFakeRemotes, renderWithProviders } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi({ 'POST /logout': () => undefined });
  await installFakeRemotes();
});
afterEach(() => api.restore());

async function openDashboard(user = demoUser) {
  const rendered = renderWithProviders('/dashboard', { signedInAs: user });
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return rendered;
}

const header = () => screen.getByRole('banner');

describe('Profile menu', () => {
  it('shows the initials, then name, role and email with Settings and Logout when opened', async () => {
    const { user } = await openDashboard();
    // Its name starts with what it shows (axe's label-content-name-mismatch).
    const trigger = within(header()).getByRole('button', { name: 'WK, profile menu of Wanjiku Kamau' });
    expect(trigger).toHaveTextContent('WK');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByText('Wanjiku Kamau')).toBeVisible();
    expect(within(header()).getByText('admin')).toBeVisible();
    expect(within(header()).getByText(demoUser.email)).toBeVisible();
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // Focus goes into the menu; arrows move within it.
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
  });

  it('shows the picture when the user has one', async () => {
    const { container } = await openDashboard({ ...demoUser, avatarUrl: 'https://img.test/wk.png' });
    expect(within(header()).getByRole('button', { name: 'profile menu of Wanjiku Kamau' })).not.toHaveTextContent('WK');
    expect(container.querySelector('img[src="https://img.test/wk.png"]')).toBeInTheDocument();
  });

  it('closes on Escape (focus back on the button), on a click outside, and on the button again', async () => {
    const { user } = await openDashboard();
    const trigger = within(header()).getByRole('button', { name: /profile menu/i });

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Settings opens the settings page and closes the menu', async () => {
    const { user, router } = await openDashboard();
    await user.click(within(header()).getByRole('button', { name: /profile menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout signs out on the API and lands on the sign-in page', async () => {
    const { user, router } = await openDashboard();
    await user.click(within(header()).getByRole('button', { name: /profile menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login to Account' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /logout');
    expect(router.state.location.pathname).toBe('/login');
    expect(useSession.getState().status).toBe('anonymous');
  });
});

describe('Notifications', () => {
  it('opens a popover saying there is nothing new, and closes on Escape or outside', async () => {
    const { user } = await openDashboard();
    const bell = within(header()).getByRole('button', { name: 'Notifications' });
    expect(screen.getByText('No new notifications')).not.toBeVisible();

    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No new notifications')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText('No new notifications')).not.toBeVisible();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await user.click(screen.getByRole('main'));
    expect(screen.getByText('No new notifications')).not.toBeVisible();
  });
});

describe('Shell layout', () => {
  it('starts with a skip link that moves focus to the main content', async () => {
    const { user } = await openDashboard();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
