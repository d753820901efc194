import { expect, type Locator, type Page } from '@playwright/test';

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

type RoleName = { name?: string | RegExp; exact?: boolean };

/**
 * A list's table as a person meets it: with a mouse the plain table first and ag-grid once the
 * pointer or keyboard focus reaches it (shared/ui/src/data-table/reach-for-grid.tsx), on a
 * phone the plain table only. Either one, by its accessible name.
 */
export function dataTable(scope: Page | Locator, name?: string | RegExp) {
  const options = name === undefined ? {} : { name };
  return scope.getByRole('grid', options).or(scope.getByRole('table', options));
}

/** The cells (of the grid or the plain table) in `scope`. */
export function cellsIn(scope: Page | Locator, options: RoleName = {}) {
  return scope.getByRole('gridcell', options).or(scope.getByRole('cell', options));
}

/**
 * Reaches for a list's table with the mouse, as a person does before resizing a column, and
 * waits for the grid to take the plain table's place. Returns the grid.
 */
export async function reachGrid(page: Page, name?: string | RegExp) {
  await dataTable(page, name).first().hover();
  const grid = page.getByRole('grid', name === undefined ? {} : { name }).first();
  await expect(grid.getByRole('gridcell').first()).toBeVisible({ timeout: 15_000 });
  return grid;
}

/**
 * The pager's "Page X of Y" a person reads. While the grid draws its first rows it sits out of
 * sight behind the plain table, with a pager of its own: only the one in sight counts.
 */
export function pageLabel(page: Page, text: string | RegExp) {
  return page.getByText(text).filter({ visible: true });
}

/** dd/MM/yyyy of the day `daysAgo` before today in Nairobi (the demo organisation's zone), as the console writes days. */
export function nairobiDay(daysAgo = 0): string {
  const [{ value: month }, , { value: day }, , { value: year }] = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Africa/Nairobi',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(Date.now() - daysAgo * 86_400_000));
  return `${day}/${month}/${year}`;
}
