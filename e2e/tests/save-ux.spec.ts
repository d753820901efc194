import { expect, test } from '@playwright/test';
import { clickSidebarLink, openSignedIn } from './helpers';

// What people expect around a save (docs/screens.md#after-a-save): a toast says what was
// saved, and leaving a form with something typed asks first. A laptop window.
test.use({ viewport: { width: 1280, height: 800 } });

test('a save is confirmed by a toast, and a form with something typed asks before it is left', async ({ page }) => {
  await openSignedIn(page, '/user-management/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // Edit a user and save: the shell's toast names them.
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  const username = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(/^Edit /, '');
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Edit user ${username}` });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const toasts = page.getByRole('status', { name: 'Notifications' });
  await expect(toasts).toContainText(`User ${username} saved`);
  await toasts.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toasts).not.toContainText(`User ${username} saved`);

  // Start a form, then click a sidebar link: asked first; Stay keeps what was typed.
  await page.goto('/driver/add-new-driver');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Driver' })).toBeVisible();
  await page.getByLabel('Full Name', { exact: true }).fill('Achieng Otieno');
  await clickSidebarLink(page, null, 'Dashboard');
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await question.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/driver\/add-new-driver$/);
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Achieng Otieno');

  await clickSidebarLink(page, null, 'Dashboard');
  await question.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('the profile button is named by what it shows', async ({ page }) => {
  await openSignedIn(page);
  const profile = page.getByRole('banner').getByRole('button', { name: /profile menu/i });
  const shown = (await profile.innerText()).trim();
  expect(shown).not.toBe('');
  expect((await profile.getAttribute('aria-label')) ?? '').toMatch(new RegExp(`^${shown}`));
});
