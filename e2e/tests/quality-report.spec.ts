import { expect, test } from '@playwright/test';
import { cellsIn, clickSidebarLink, dataTable, openSignedIn } from './helpers';

// Reports → Quality on the demo data: the period and grouping drive every table, Export Data
// downloads the per-group table, and a worst farmer opens their profile.
test('the Quality report groups, exports and links to the worst farmers', async ({ page }) => {
  await openSignedIn(page);
  await clickSidebarLink(page, 'Reports', 'Quality');
  await expect(page).toHaveURL(/\/reports\/quality/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quality' })).toBeVisible();

  // Ninety days always hold enough milk to rank farmers, whatever today is.
  await page.getByLabel('Period', { exact: true }).selectOption('last_90_days');
  await expect(page).toHaveURL(/period=last_90_days/);
  const groups = dataTable(page, 'Quality by group');
  await expect(groups.getByRole('columnheader').first()).toHaveText('Organisation');
  await expect(cellsIn(groups).first()).not.toBeEmpty();

  await page.getByLabel('Group by', { exact: true }).selectOption('centre');
  await expect(page.getByRole('heading', { name: 'Quality by collection centre' })).toBeVisible();
  await expect(groups.getByRole('columnheader').first()).toHaveText('Collection centre');
  await expect.poll(async () => groups.getByRole('row').count()).toBeGreaterThan(2);
  await expect(dataTable(page, 'Milk by SCC band').getByRole('columnheader').first()).toHaveText('Collection centre');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('quality-by-centre.csv');
  const lines = Buffer.concat(await (await file.createReadStream()).toArray())
    .toString('utf8')
    .trim()
    .split('\n');
  expect(lines[0].trim()).toMatch(
    /^Collection centre,Accepted \(L\),Deliveries,Fat \(%\),Protein \(%\),SCC \(cells\/ml\)/,
  );
  expect(lines.length).toBeGreaterThan(2);

  const worst = dataTable(page, 'Worst farmers by SCC');
  await expect(worst.getByRole('link')).toHaveCount(10);
  const first = worst.getByRole('link').first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/farmers\/farmers-profiles\/[0-9a-f-]{36}$/);
  await expect(page.getByText(name).first()).toBeVisible();
});
