import { expect, test, type Page } from '@playwright/test';
import { cellsIn, openSignedIn } from './helpers';

async function addStartTime(page: Page, day: string, time: string) {
  await page.getByLabel('Day', { exact: true }).selectOption({ label: day });
  await page.getByLabel('Start Time', { exact: true }).selectOption(time);
  await page.getByRole('button', { name: 'Add Start Times' }).click();
}

/** Adds the first centre still offered and answers its name. */
async function addFirstCentre(page: Page): Promise<string> {
  const select = page.getByLabel('Collection Center', { exact: true });
  await expect(select.locator('option').nth(1)).toBeAttached();
  const name = (await select.locator('option').nth(1).textContent()) ?? '';
  await select.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Add Collection Center' }).click();
  return name;
}

test('creates a route with weekday start times and two centres, then finds it in Routes Management', async ({
  page,
}) => {
  await openSignedIn(page, '/logistics-management/routes-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Routes Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Route' }).click();
  await expect(page).toHaveURL(/\/route\/add-new-route$/);
  await expect(page.getByLabel('Distance (km)', { exact: true })).toHaveValue('0');

  const name = `E2E Route ${Date.now().toString().slice(-6)}`;
  await page.getByLabel('Route Name', { exact: true }).fill(name);
  await page.getByLabel('Distance (km)', { exact: true }).fill('25.5');
  await page.getByLabel('Estimated Time (minutes)', { exact: true }).fill('90');
  await addStartTime(page, 'Monday', '14:00');
  await addStartTime(page, 'Monday', '06:00');
  await addStartTime(page, 'Saturday', '06:30');
  await expect(page.getByRole('list', { name: 'Monday start times' }).getByRole('listitem')).toHaveText([
    '06:00×',
    '14:00×',
  ]);
  const first = await addFirstCentre(page);
  const second = await addFirstCentre(page);
  await expect(page.getByRole('list', { name: 'Selected collection centres' }).getByRole('listitem')).toHaveCount(2);
  // A chosen centre is not offered again.
  await expect(page.getByLabel('Collection Center', { exact: true }).locator('option', { hasText: first })).toHaveCount(
    0,
  );
  await expect(
    page.getByLabel('Collection Center', { exact: true }).locator('option', { hasText: second }),
  ).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Route' }).click();
  await expect(page).toHaveURL(/\/logistics-management\/routes-management$/);
  await expect(page.getByText(`Route ${name} saved`, { exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(cellsIn(row, { name: name, exact: true })).toBeVisible();
  await expect(cellsIn(row, { name: '2', exact: true })).toBeVisible();
  await expect(cellsIn(row, { name: '06:00, 06:30, 14:00', exact: true })).toBeVisible();
});

test('refuses a route without a name, with a negative distance or without a centre, and the same time twice on a day', async ({
  page,
}) => {
  await openSignedIn(page, '/route/add-new-route');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Route' })).toBeVisible();

  await addStartTime(page, 'Tuesday', '05:30');
  await addStartTime(page, 'Tuesday', '05:30');
  await expect(page.getByText('05:30 is already a start time on Tuesday')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tuesday start times' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove 05:30 on Tuesday' }).click();
  await expect(page.getByText('No start times yet.')).toBeVisible();

  await page.getByLabel('Distance (km)', { exact: true }).fill('-5');
  // Leaving the field shows its error (and moves the buttons below it) before Save is clicked.
  await page.getByLabel('Distance (km)', { exact: true }).press('Tab');
  await expect(page.getByText('Distance cannot be negative')).toBeVisible();
  await page.getByRole('button', { name: 'Save Route' }).click();
  await expect(page.getByText('Route Name is required')).toBeVisible();
  await expect(page.getByText('Add at least one collection centre')).toBeVisible();
  await expect(page).toHaveURL(/\/route\/add-new-route$/);
});
