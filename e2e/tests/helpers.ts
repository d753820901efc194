import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@maziwa.test', password: 'Maziwa-2026' };

/** Signs in through the login page as a person would. */
export async function signIn(page: Page, user = ADMIN) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function openSignedIn(page: Page, path = '/dashboard') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Login to Account' })).toBeVisible();
  await signIn(page);
  await expect(page).not.toHaveURL(/\/login$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Opens every closed group of the sidebar, so each page's link can be read and clicked. The
 * menu fills in once the session's permissions are known: waits for its last group first.
 * Groups stay open once opened: opens the first closed one until none is left.
 */
export async function openAllSidebarGroups(page: Page) {
  const nav = sidebar(page);
  await expect(nav.getByRole('button', { name: 'Reports' })).toBeVisible();
  const closed = nav.getByRole('button', { expanded: false });
  for (let groups = await closed.count(); groups > 0; groups -= 1) {
    await closed.first().click();
    await expect(closed).toHaveCount(groups - 1);
  }
}

/** Clicks a sidebar page, opening its group first when the group is collapsed. */
export async function clickSidebarLink(page: Page, group: string | null, link: string) {
  const nav = sidebar(page);
  const target = nav.getByRole('link', { name: link, exact: true });
  if (group && !(await target.isVisible())) {
    await nav.getByRole('button', { name: group }).click();
  }
  await target.click();
}
