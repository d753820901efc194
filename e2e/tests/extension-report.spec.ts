import { expect, test } from '@playwright/test';
import { cellsIn, clickSidebarLink, dataTable, openSignedIn } from './helpers';

// Reports → Extension Services on the demo data (three officers): the period drives the
// per-officer table and the visited / not visited comparison, and Export Data downloads the
// per-officer table as CSV.
test("the Extension Services report shows the officers' work for a period and exports it", async ({ page }) => {
  await openSignedIn(page);
  await clickSidebarLink(page, 'Reports', 'Extension Services');
  await expect(page).toHaveURL(/\/reports\/extension-services/);
  await expect(page.getByRole('heading', { level: 1, name: 'Extension Services' })).toBeVisible();
  const officers = dataTable(page, 'Work per officer');
  await expect(officers.getByRole('columnheader').first()).toHaveText('Officer');

  // Ninety days always hold visits and calls, whatever today is.
  await page.getByLabel('Period', { exact: true }).selectOption('last_90_days');
  await expect(page).toHaveURL(/period=last_90_days/);
  await expect(officers.getByRole('row')).toHaveCount(4);
  await expect(page.getByText(/^Total of 3 officers: [\d,]+ visits done/)).toBeVisible();
  const quality = dataTable(page, 'Quality of farmers visited and not visited');
  await expect(quality.getByRole('row')).toHaveCount(3);
  await expect(cellsIn(quality, { name: 'Visited', exact: true })).toBeVisible();
  await expect(cellsIn(quality, { name: 'Not visited', exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('extension-officers.csv');
  const lines = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .trim()
    .split('\n');
  expect(lines[0].trim()).toMatch(
    /^Officer,Visits done,Visits missed,Overdue now,Calls,Farm visits logged,SMS,Farmers reached,Follow-ups due,Done on time,On time \(%\)/,
  );
  expect(lines).toHaveLength(4);

  await page.reload();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('last_90_days');
  await expect(officers.getByRole('row')).toHaveCount(4);
});
