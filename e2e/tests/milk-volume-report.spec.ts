import { expect, test } from '@playwright/test';
import { cellsIn, clickSidebarLink, dataTable, openSignedIn } from './helpers';

// Reports → Milk Volume on the demo data: the interval and grouping drive the charts' tables,
// Export Data downloads the per-group table, and a reload shows the same report from the URL.
test('the Milk Volume report switches interval and grouping, exports, and keeps its period on reload', async ({
  page,
}) => {
  await openSignedIn(page);
  await clickSidebarLink(page, 'Reports', 'Milk Volume');
  await expect(page).toHaveURL(/\/reports\/milk-volume/);
  await expect(page.getByRole('heading', { level: 1, name: 'Milk Volume' })).toBeVisible();

  // Ninety days always hold milk, whatever today is.
  await page.getByLabel('Period', { exact: true }).selectOption('last_90_days');
  await expect(page).toHaveURL(/period=last_90_days/);
  const centres = dataTable(page, 'Litres by collection centre');
  await expect(centres.getByRole('columnheader').first()).toHaveText('Collection centre');
  await expect.poll(async () => centres.getByRole('row').count()).toBeGreaterThan(2);
  await expect(dataTable(page, 'Top 5 centres').getByRole('row')).toHaveCount(6);

  await page.getByLabel('Interval', { exact: true }).selectOption('week');
  await expect(page.getByRole('heading', { name: 'Litres per week' })).toBeVisible();
  const weeks = dataTable(page, 'Litres per week');
  // A week reads "from – to"; the first week is cut at the period's start, and is one day
  // when the period starts on a Sunday, so any week of the page is looked at.
  await expect(cellsIn(weeks).filter({ hasText: '–' }).first()).toBeVisible();
  await expect(page.getByText(/Total of the period: [\d,.]+ L/)).toBeVisible();

  await page.getByLabel('Group by', { exact: true }).selectOption('route');
  const routes = dataTable(page, 'Litres by route');
  await expect(routes.getByRole('columnheader').first()).toHaveText('Route');
  await expect.poll(async () => routes.getByRole('row').count()).toBeGreaterThan(2);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('milk-volume-by-route.csv');
  const lines = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .trim()
    .split('\n');
  expect(lines[0].trim()).toMatch(/^Route,This period \(L\),Previous period \(L\),Change \(L\),Change \(%\)/);
  expect(lines.length).toBeGreaterThan(2);

  await page.reload();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('last_90_days');
  await expect(page.getByLabel('Group by', { exact: true })).toHaveValue('route');
  await expect(page.getByLabel('Interval', { exact: true })).toHaveValue('week');
  await expect(dataTable(page, 'Litres by route').getByRole('columnheader').first()).toHaveText('Route');
});
