import { expect, test, type Page } from '@playwright/test';
import { cellsIn, openSignedIn } from './helpers';

// The 15th of next month is ahead whatever today is; the console shows the organisation's clock.
const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
const month = next.toLocaleString('en-US', { month: 'long' });
// dd/MM/yyyy HH:mm, as the console writes every time (docs/rules.md#dates).
const shown = (time: string) => `15/${String(next.getMonth() + 1).padStart(2, '0')}/${next.getFullYear()} ${time}`;

/** Picks the 15th of next month at `time` in the date-time picker labelled `label`. */
async function pick(page: Page, label: string, time: string) {
  await page.getByLabel(label, { exact: true }).click();
  const picker = page.getByRole('dialog', { name: 'Choose date and time' });
  const day = picker.getByRole('button', { name: new RegExp(`\\b15 ${month} ${next.getFullYear()}`) });
  // An empty picker opens on this month, a filled one on its value's month.
  await expect(picker.getByRole('grid')).toBeVisible();
  if (!(await day.isVisible())) await picker.getByRole('button', { name: 'Go to the Next Month' }).click();
  await day.click();
  await picker.getByLabel('Time', { exact: true }).selectOption(time);
  await picker.getByRole('button', { name: 'Done' }).click();
}

test('Add New Schedule leads to Add Trip, which saves a trip that Trips then lists', async ({ page }) => {
  await openSignedIn(page, '/milk-collections/collection-schedule');
  await page.getByRole('button', { name: 'Add New Schedule' }).click();
  await expect(page).toHaveURL(/\/trip\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Trip' })).toBeVisible();

  const drivers = page.getByRole('group', { name: 'Drivers' }).getByRole('checkbox');
  await expect(drivers.nth(1)).toBeAttached();
  const labelOf = (n: number) =>
    drivers.nth(n).evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
  // The boxes are in name order, and a crew is listed in the order it was chosen from them.
  const names = [await labelOf(0), await labelOf(1)];
  await drivers.nth(0).check();
  await drivers.nth(1).check();
  const route = page.getByLabel('Route', { exact: true });
  await expect(route.locator('option').nth(1)).toBeAttached();
  const routeName = (await route.locator('option').nth(1).textContent()) ?? '';
  await route.selectOption({ index: 1 });

  // An end before the start is refused at End Time.
  await pick(page, 'Start Time', '06:00');
  await pick(page, 'End Time', '05:00');
  await page.getByRole('button', { name: 'Save Trip' }).click();
  await expect(page.getByText('End Time must be after Start Time')).toBeVisible();
  await expect(page).toHaveURL(/\/trip\/add$/);

  await pick(page, 'End Time', '09:30');
  await page.getByRole('button', { name: 'Save Trip' }).click();
  await expect(page).toHaveURL(/\/logistics-management\/trips$/);
  await expect(page.getByText(`Trip on ${routeName} saved`)).toBeVisible();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(routeName);
  const row = page.getByRole('row', { name: new RegExp(shown('06:00')) });
  await expect(cellsIn(row, { name: routeName, exact: true })).toBeVisible();
  await expect(cellsIn(row, { name: names.join(', '), exact: true })).toBeVisible();
  await expect(cellsIn(row, { name: shown('09:30'), exact: true })).toBeVisible();
  await expect(cellsIn(row, { name: 'Scheduled', exact: true })).toBeVisible();

  // The Collection Schedule (newest first) writes the same trip's start the same way (issue 30,
  // item 2: it once read 02/12/2026 there and 12/02/2026 on Trips).
  await page.goto('/milk-collections/collection-schedule');
  await page.getByRole('searchbox', { name: 'Search' }).fill(routeName);
  const scheduled = page.getByRole('row', { name: new RegExp(shown('06:00')) }).first();
  await expect(cellsIn(scheduled, { name: shown('06:00'), exact: true })).toBeVisible();
  await expect(cellsIn(scheduled, { name: routeName, exact: true })).toBeVisible();
});

test('Add Supply saves a supply of three items for a farmer found by member number, which Supplies then lists', async ({
  page,
}) => {
  await openSignedIn(page, '/logistics-management/supplies');
  await page.getByRole('button', { name: 'Add Supply' }).click();
  await expect(page).toHaveURL(/\/supply\/add$/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('ordered');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('seeds');

  // Without a farmer and with a quantity of 0: refused at the fields.
  const item = (n: number) => page.getByRole('group', { name: `Item ${n}` });
  await item(1).getByLabel('Quantity', { exact: true }).fill('0');
  // Leaving the field shows its error first, which moves Save down the page.
  await item(1).getByLabel('Quantity', { exact: true }).blur();
  await expect(page.getByText('Quantity must be more than 0')).toBeVisible();
  await page.getByRole('button', { name: 'Save Supply' }).click();
  await expect(page.getByText('Choose a producer from the search results')).toBeVisible();
  await expect(item(1).getByText('Item is required')).toBeVisible();

  await page.getByRole('combobox', { name: 'Producer' }).fill('MZ-0007');
  const farmer = page.getByRole('listbox', { name: 'Producers found' }).getByRole('option').first();
  await expect(farmer).toHaveText(/\(MZ-0007\)$/);
  const farmerName = ((await farmer.textContent()) ?? '').replace(/\s*\(MZ-0007\)$/, '');
  await farmer.click();

  const stamp = Date.now().toString().slice(-6);
  const items: Array<[string, string]> = [
    [`Dairy meal 70 kg ${stamp}`, '2'],
    ['Mineral lick', '1'],
    ['Hay bale', '3'],
  ];
  for (const [index, [name, quantity]] of items.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add Item' }).click();
    await item(index + 1)
      .getByLabel('Item', { exact: true })
      .fill(name);
    await item(index + 1)
      .getByLabel('Quantity', { exact: true })
      .fill(quantity);
  }
  await page.getByLabel('Total Cost (KSh)', { exact: true }).fill('8500');
  await page.getByLabel('Supplier Name', { exact: true }).fill('Unga Farm Care');
  await page.getByRole('button', { name: 'Save Supply' }).click();

  await expect(page).toHaveURL(/\/logistics-management\/supplies$/);
  await expect(page.getByText(`Supply for ${farmerName} saved`)).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(stamp) });
  await expect(cellsIn(row, { name: farmerName, exact: true })).toBeVisible();
  await expect(
    cellsIn(row, { name: `Dairy meal 70 kg ${stamp} × 2, Mineral lick × 1, Hay bale × 3`, exact: true }),
  ).toBeVisible();
  await expect(cellsIn(row, { name: '8,500.00', exact: true })).toBeVisible();
});
