import { expect, test } from '@playwright/test';
import { cellsIn, clickSidebarLink, openSignedIn, signIn } from './helpers';

// The Users table has nine columns; wide enough that its Actions column is drawn without
// scrolling the grid sideways (ag-grid leaves columns far off screen out of the page).
test.use({ viewport: { width: 1920, height: 1080 } });

test('an admin adds a user, gives them the user role and a temporary password, and they sign in and work', async ({
  page,
}) => {
  const suffix = Date.now().toString().slice(-6);
  const username = `wanjiru${suffix}`;
  const email = `wanjiru.${suffix}@example.co.ke`;
  const temporaryPassword = `Kesho-Asubuhi-${suffix}`;

  await openSignedIn(page, '/user-management/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Add User: the account, with a password of its own that the temporary one replaces.
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Username', { exact: true }).fill(username);
  await add.getByLabel('First Name', { exact: true }).fill('Mary');
  await add.getByLabel('Last Name', { exact: true }).fill('Wanjiru');
  await add.getByLabel('Email', { exact: true }).fill(email);
  await add.getByLabel('Password', { exact: true }).fill(`Chai-Na-Mandazi-${suffix}`);
  await add.getByRole('button', { name: 'Save User' }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('None');

  // Edit User: give the user role.
  await page.getByRole('button', { name: `Edit ${username}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit user ${username}` });
  const roles = edit.getByRole('group', { name: 'Roles' });
  await roles.getByRole('checkbox', { name: 'user', exact: true }).check();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('user');
  await expect(row).not.toContainText('None');

  // Set temporary password: too short first, then one the rules accept.
  await page.getByRole('button', { name: `Set temporary password ${username}`, exact: true }).click();
  const reset = page.getByRole('dialog', { name: `Set temporary password for ${username}` });
  await reset.getByLabel('New Password', { exact: true }).fill('short');
  await reset.getByLabel('Confirm New Password', { exact: true }).fill('short');
  await reset.getByRole('button', { name: 'Set Password' }).click();
  await expect(reset.getByText('New Password must be at least 10 characters')).toBeVisible();
  await reset.getByLabel('New Password', { exact: true }).fill(temporaryPassword);
  await reset.getByLabel('Confirm New Password', { exact: true }).fill(temporaryPassword);
  await reset.getByRole('button', { name: 'Set Password' }).click();
  await expect(reset.getByRole('status')).toContainText('Temporary password set');
  await reset.getByRole('button', { name: 'Done' }).click();
  await expect(reset).toBeHidden();

  // The admin signs out; the new user signs in with the temporary password and works.
  await page.getByRole('complementary').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, { email, password: temporaryPassword });
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page).not.toHaveURL(/\/unauthorized$/);

  await clickSidebarLink(page, 'Farmers', 'Farmer Profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeVisible();
  await expect(cellsIn(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Page 1 of \d+/).first()).toBeVisible();
});
