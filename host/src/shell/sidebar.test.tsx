import { installFakeApi, type FakeApi } from '@maziwa/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { clerkUser, demoUser, installFakeRemotes, qaUser, renderWithProviders, setViewportWidth } from '../testing';

let api: FakeApi;
beforeEach(async () => {
  api = installFakeApi({ 'POST /logout': () => undefined });
  await installFakeRemotes();
});
afterEach(() => api.restore());

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Sidebar', () => {
  it('shows the logo, every item and every group in the documented order', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Maziwa' })).toHaveAttribute('href', '/dashboard');

    const groups = within(nav()).getAllByRole('button');
    expect(groups.map((button) => button.textContent)).toEqual([
      'Milk Collection',
      'Quality Control',
      'Farmers',
      'Payroll',
      'Logistics Management',
      'User Management',
      'Organisation Settings',
      'Extension Services',
      'Reports',
    ]);
    for (const group of groups) await user.click(group);

    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Feed Management', '/feed-management'],
      ['Intake', '/milk-collections/intake'],
      ['Collection Schedule', '/milk-collections/collection-schedule'],
      ['Driver Tracking', '/milk-collections/driver-tracking'],
      ['Pickup Management', '/milk-collections/pickup-management'],
      ['Inventory', '/milk-collections/inventory'],
      ['Quality Tests (On-Site)', '/quality-control/quality-tests'],
      ['Rejection Logs', '/quality-control/rejection-logs'],
      ['Farmer Profiles', '/farmers/farmers-profiles'],
      ['Messages', '/farmers/messages'],
      ['Pending Payments', '/payroll/pending-payments'],
      ['Completed Payments', '/payroll/completed-payments'],
      ['Pay Runs', '/payroll/pay-runs'],
      ['Rates', '/payroll/rates'],
      ['Advances', '/payroll/advances'],
      ['Driver Management', '/logistics-management/driver-management'],
      ['Routes Management', '/logistics-management/routes-management'],
      ['Collection Centers & QA Agents', '/logistics-management/collection-centers-and-qa-agents'],
      ['Trips', '/logistics-management/trips'],
      ['Supplies', '/logistics-management/supplies'],
      ['Users', '/user-management/users'],
      ['Roles', '/user-management/roles'],
      ['Permissions', '/user-management/permissions'],
      ['Activity', '/user-management/activity'],
      ['Notifications and payouts', '/organisation-settings/notifications-and-payouts'],
      ['Assignments', '/extension-services/assignments'],
      ['Call Logs', '/extension-services/call-logs'],
      ['Quality', '/reports/quality'],
      ['Milk Volume', '/reports/milk-volume'],
      ['Extension Services', '/reports/extension-services'],
      ['Centre Intake', '/reports/intake'],
    ]);
    expect(within(sidebar).getByRole('button', { name: 'Settings' })).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('highlights the current page and opens its group on a deep URL, and follows navigation', async () => {
    const { user, router } = renderWithProviders('/logistics-management/routes-management', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Routes Management' });

    expect(within(nav()).getByRole('button', { name: 'Logistics Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav()).getByRole('link', { name: 'Routes Management' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Driver Management' })).not.toHaveAttribute('aria-current');
    expect(within(nav()).getByRole('button', { name: 'Payroll' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Pending Payments' })).not.toBeInTheDocument();

    // Navigating by URL (not through the sidebar) opens that page's group too.
    await act(() => router.navigate('/payroll/completed-payments'));
    await screen.findByRole('heading', { name: 'Completed Payments' });
    expect(within(nav()).getByRole('button', { name: 'Payroll' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Completed Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Routes Management' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav()).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not highlight anything for a page reached from a list', async () => {
    renderWithProviders('/driver/add-new-driver', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: '/driver/add-new-driver' });
    expect(
      within(nav())
        .queryAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });

  it('toggles a group open and closed, even the current one', async () => {
    const { user } = renderWithProviders('/quality-control/rejection-logs', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Rejection Logs' });
    const quality = within(nav()).getByRole('button', { name: 'Quality Control' });
    const reports = within(nav()).getByRole('button', { name: 'Reports' });

    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Milk Volume' })).toBeVisible();
    await user.click(reports);
    expect(reports).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Milk Volume' })).not.toBeInTheDocument();

    await user.click(quality);
    expect(quality).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Rejection Logs' })).not.toBeInTheDocument();
  });

  it('goes to Settings from its footer', async () => {
    const { user, router } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('Logout signs out on the API and lands on the sign-in page', async () => {
    const { user, router } = renderWithProviders('/payroll/pending-payments', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Pending Payments' });
    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Login to Account' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /logout');
    expect(router.state.location.pathname).toBe('/login');
    // A deliberate logout does not send the next person back to this user's page.
    expect(router.state.location.state).toBeFalsy();
  });

  it('shows a QA/Collector only the pages they may read, and no group left empty', async () => {
    const { user } = renderWithProviders('/quality-control/quality-tests', { signedInAs: qaUser });
    await screen.findByRole('heading', { level: 1, name: 'Quality Tests (On-Site)' });
    const groups = within(nav()).getAllByRole('button');
    expect(groups.map((button) => button.textContent)).toEqual([
      'Milk Collection',
      'Quality Control',
      'Farmers',
      'Logistics Management',
    ]);
    for (const group of groups) if (group.getAttribute('aria-expanded') === 'false') await user.click(group);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Intake',
      'Pickup Management',
      'Inventory',
      'Quality Tests (On-Site)',
      'Rejection Logs',
      'Farmer Profiles',
      'Driver Management',
      'Collection Centers & QA Agents',
    ]);
    // The logo leads where they start, not to a dashboard they may not read.
    expect(
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByRole('link', { name: 'Maziwa' }),
    ).toHaveAttribute('href', '/milk-collections/intake');
  });

  it('hides the staff accounts page from a clerk but keeps Roles and Permissions', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: clerkUser });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(within(nav()).getByRole('button', { name: 'User Management' }));
    expect(within(nav()).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Roles' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Permissions' })).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Payroll' })).toBeInTheDocument();
  });
});

describe('Sidebar on narrow screens', () => {
  it('is hidden below 768px until the menu button opens it, and closes after choosing a page', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser, width: 767 });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const sidebar = document.getElementById('mz-shell-sidebar')!;
    expect(sidebar).toHaveAttribute('inert');

    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toBeInTheDocument();
    expect(sidebar).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.click(within(nav()).getByRole('button', { name: 'Farmers' }));
    await user.click(within(nav()).getByRole('link', { name: 'Farmer Profiles' }));
    await screen.findByRole('heading', { name: 'Farmer Profiles' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('closes with the close button, Escape, or a click on the backdrop', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser, width: 600 });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const open = screen.getByRole('button', { name: 'Open menu' });

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(open);
    await user.click(document.querySelector('.mz-shell-backdrop')!);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes on Escape right after opening, even while focus has not moved into the drawer', async () => {
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser, width: 390 });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const open = screen.getByRole('button', { name: 'Open menu' });

    // A browser may leave focus on the menu button (the drawer still sliding in) ...
    await user.click(open);
    act(() => open.focus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();

    // ... or on nothing at all.
    await user.click(open);
    act(() => (document.activeElement as HTMLElement).blur());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('is always visible at 768px and wider, without a menu button', async () => {
    renderWithProviders('/dashboard', { signedInAs: demoUser, width: 768 });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(nav()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();

    act(() => setViewportWidth(500));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    act(() => setViewportWidth(1280));
    expect(nav()).toBeInTheDocument();
  });
});

describe('Sidebar from what the remotes declare', () => {
  const payroll = {
    groups: [
      { id: 'payroll', label: 'Payroll', icon: 'payroll', order: 60 },
      { id: 'loyalty', label: 'Loyalty', icon: 'trophy', order: 65 },
    ],
    pages: [
      {
        path: '/payroll/pending-payments',
        permission: 'payments:read',
        menu: { label: 'Pending Payments', order: 10, group: 'payroll' },
      },
      // A page a newer payroll adds: first in its group, and a group of its own with an icon this shell lacks.
      { path: '/payroll/bonuses', permission: 'payments:read', menu: { label: 'Bonuses', order: 5, group: 'payroll' } },
      {
        path: '/payroll/loyalty',
        permission: 'payments:read',
        menu: { label: 'Loyalty', order: 10, group: 'loyalty' },
      },
    ],
  };

  it('lists a page a remote adds, in its declared order, routes to it and guards it, with no change to the host', async () => {
    await installFakeRemotes({}, { payroll });
    const { user } = renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const groups = within(nav())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(groups.slice(3, 6)).toEqual(['Payroll', 'Loyalty', 'Logistics Management']);

    await user.click(within(nav()).getByRole('button', { name: 'Payroll' }));
    const payrollLinks = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(payrollLinks).toEqual(expect.arrayContaining(['Bonuses', 'Pending Payments']));
    expect(payrollLinks.indexOf('Bonuses')).toBe(payrollLinks.indexOf('Pending Payments') - 1);
    expect(within(nav()).queryByRole('link', { name: 'Rates' })).not.toBeInTheDocument();

    await user.click(within(nav()).getByRole('link', { name: 'Bonuses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonuses' })).toBeInTheDocument();
  });

  it('hides a declared page from a person without its permission', async () => {
    await installFakeRemotes({}, { payroll });
    renderWithProviders('/dashboard', { signedInAs: qaUser });
    await screen.findByRole('link', { name: 'Maziwa' });
    // The declaration is sound (no console.error says it was left out): only the permission hides it.
    expect(within(nav()).getByRole('button', { name: 'Milk Collection' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Payroll' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Loyalty' })).not.toBeInTheDocument();
  });

  it("leaves out a remote whose declaration is unsound and keeps everyone else's", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await installFakeRemotes({}, { payroll: { pages: [{ path: 'no-slash', permission: 'payments:read' }] } });
    renderWithProviders('/dashboard', { signedInAs: demoUser });
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(within(nav()).queryByRole('button', { name: 'Payroll' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Reports' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("The payroll remote's pages are left out of the console"),
    );
    error.mockRestore();
  });
});
