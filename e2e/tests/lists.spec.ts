import { expect, test } from '@playwright/test';
import { cellsIn, dataTable, openSignedIn, pageLabel } from './helpers';

// Every list screen of the console shows real rows from the demo data (issue 3).
const LISTS: Array<[path: string, title: string]> = [
  ['/milk-collections/collection-schedule', 'Collection Schedule'],
  ['/milk-collections/driver-tracking', 'Driver Tracking'],
  // Every day (the date cleared): the list opens on today's handovers, which an early run may not have yet.
  ['/milk-collections/pickup-management?date=', 'Pickup Management'],
  ['/quality-control/quality-tests', 'Quality Tests'],
  ['/quality-control/rejection-logs', 'Rejection Logs'],
  ['/farmers/farmers-profiles', 'Farmer Profiles'],
  ['/payroll/pending-payments', 'Pending Payments'],
  ['/payroll/completed-payments', 'Completed Payments'],
  ['/logistics-management/driver-management', 'Driver Management'],
  ['/logistics-management/routes-management', 'Routes Management'],
  ['/logistics-management/collection-centers-and-qa-agents', 'Collection Centers & QA Agents'],
  ['/logistics-management/trips', 'Trips'],
  ['/logistics-management/supplies', 'Supplies'],
  ['/user-management/users', 'Users'],
  ['/user-management/roles', 'User Management'],
  ['/user-management/permissions', 'Permissions'],
  ['/dashboard', 'Dashboard'],
];

test('every list screen shows rows from the API', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  for (const [path, title] of LISTS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true }), path).toBeVisible();
    await expect(cellsIn(page).first(), path).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Page \d+ of \d+/).first(), path).toBeVisible();
  }
});

test('the farmers list pages on the server and exports the whole filtered list', async ({ page }) => {
  await openSignedIn(page, '/farmers/farmers-profiles');
  await expect(cellsIn(page).first()).toBeVisible();
  const pager = pageLabel(page, /Page 1 of \d+/);
  await expect(pager).toBeVisible();
  const pages = Number((await pager.textContent())?.match(/of (\d+)/)?.[1]);
  expect(pages).toBeGreaterThan(1);
  const firstRow = await page.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(pageLabel(page, 'Page 2 of')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).not.toHaveText(firstRow ?? '');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').trim().split('\n');
  // The grid's columns and titles first, then what the grid does not show (the row's id).
  expect(lines[0].trim()).toBe(
    'Member Number,Farmer Name,Date of Last Collection,Quantity Supplied (L),Average Quality Score,Payment Status,id',
  );
  expect(lines.length - 1).toBeGreaterThan(10);
});

test('Activity exports what it shows: the CSV names the visible columns and holds the change just made', async ({
  page,
}) => {
  // A change of our own, so the log has a row this test knows.
  const role = `Export check ${Date.now().toString().slice(-6)}`;
  await openSignedIn(page, '/user-management/roles');
  await page.getByRole('button', { name: 'Add Role' }).click();
  const add = page.getByRole('dialog', { name: 'Add Role' });
  await add.getByLabel('Name', { exact: true }).fill(role);
  await add.getByRole('button', { name: 'Save Role' }).click();
  await expect(page.getByRole('dialog', { name: `Role ${role}` })).toBeVisible();

  await page.goto('/user-management/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const grid = dataTable(page, 'Activity');
  await expect(grid.getByRole('row').filter({ hasText: role }).first()).toBeVisible({ timeout: 15_000 });
  const visible = (await grid.getByRole('columnheader').allInnerTexts())
    .map((title) => title.trim())
    .filter((title) => title !== 'Actions');
  expect(visible).toEqual(['When', 'Who', 'Resource', 'Record', 'Action', 'Changes']);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0].split(',').slice(0, visible.length)).toEqual(visible);
  const row = lines.find((line) => line.includes(role));
  expect(row).toBeDefined();
  // In the screen's words: When as the page writes it, the resource and the action as Activity names them.
  expect(row).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);
  expect(row).toContain(',Roles,');
  expect(row).toContain(',Created,');
});
