import { expect, test } from '@playwright/test';
import { clickSidebarLink, openSignedIn, sidebar } from './helpers';

// Every route of the console (ARCHITECTURE.md, "Who owns which route") and its heading.
const ROUTES: Array<[path: string, title: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/reports/quality', 'Quality'],
  ['/reports/milk-volume', 'Milk Volume'],
  ['/reports/extension-services', 'Extension Services'],
  ['/milk-collections/collection-schedule', 'Collection Schedule'],
  ['/milk-collections/driver-tracking', 'Driver Tracking'],
  ['/milk-collections/pickup-management', 'Pickup Management'],
  ['/milk-collections/inventory', 'Inventory'],
  ['/quality-control/quality-tests', 'Quality Tests'],
  ['/quality-control/rejection-logs', 'Rejection Logs'],
  ['/farmers/farmers-profiles', 'Farmer Profiles'],
  ['/farmer/add-new-farmer', 'Add New Farmer'],
  ['/extension-services/assignments', 'Assignments'],
  ['/extension-services/call-logs', 'Call Logs'],
  ['/payroll/pending-payments', 'Pending Payments'],
  ['/payroll/completed-payments', 'Completed Payments'],
  ['/logistics-management/driver-management', 'Driver Management'],
  ['/logistics-management/routes-management', 'Routes Management'],
  ['/logistics-management/collection-centers-and-qa-agents', 'Collection Centers & QA Agents'],
  ['/logistics-management/trips', 'Trips'],
  ['/logistics-management/supplies', 'Supplies'],
  ['/feed-management', 'Feed Management'],
  ['/driver/add-new-driver', 'Add New Driver'],
  ['/route/add-new-route', 'Add New Route'],
  ['/collection-center/add', 'Add Collection Center'],
  ['/trip/add', 'Add Trip'],
  ['/supply/add', 'Add Supply'],
  ['/user-management/users', 'Users'],
  ['/user-management/roles', 'User Management'],
  ['/user-management/permissions', 'Permissions'],
  ['/settings', 'Settings'],
  ['/unauthorized', 'Unauthorized'],
];

test('every route renders inside the shell with its title as a heading', async ({ page }) => {
  await openSignedIn(page);
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    await expect(sidebar(page), path).toBeVisible();
  }
});

test('the sidebar opens the current group and navigates between remotes', async ({ page }) => {
  await openSignedIn(page, '/logistics-management/routes-management');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Routes Management' })).toHaveAttribute('aria-current', 'page');
  await clickSidebarLink(page, 'Payroll', 'Completed Payments');
  await expect(page).toHaveURL(/\/payroll\/completed-payments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Completed Payments' })).toBeVisible();
  await clickSidebarLink(page, null, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('below 768px the sidebar is hidden until opened', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await openSignedIn(page);
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(sidebar(page)).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 900 });
});

test('on a phone, Escape closes the drawer right after it opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  const opener = page.getByRole('button', { name: /open menu/i });
  await opener.click();
  await expect(sidebar(page)).toBeVisible();
  // At once, before anything inside the drawer is clicked.
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
  // Again, from a link inside it.
  await opener.click();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Dashboard', exact: true }).focus();
  await page.keyboard.press('Escape');
  await expect(sidebar(page)).toBeHidden();
});
