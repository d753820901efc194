import { expect, test } from '@playwright/test';
import { cellsIn, clickSidebarLink, dataTable, openSignedIn } from './helpers';

// Issue 30, item 8: Activity and History speak in names, in the organisation's time format,
// and a farmer's History shows an edit as soon as it is saved.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const LOCAL_TIME = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

test("a farmer's route change shows in History at once and in Activity, by name", async ({ page }) => {
  await openSignedIn(page, '/farmers/farmers-profiles');
  const firstRow = dataTable(page, 'Farmers').getByRole('row').nth(1);
  await expect(cellsIn(firstRow).first()).toBeVisible({ timeout: 15_000 });
  const member = (await cellsIn(firstRow).nth(0).textContent())?.trim() ?? '';
  const name = (await cellsIn(firstRow).nth(1).textContent())?.trim() ?? '';
  expect(member).not.toBe('');
  await firstRow.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toBeVisible();

  // Another route than the farmer's.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit$/);
  const route = page.getByLabel('Assigned Route', { exact: true });
  await expect(route.locator('option').nth(2)).toBeAttached();
  const current = await route.inputValue();
  const options = await route
    .locator('option')
    .evaluateAll((items) =>
      items.map((item) => ({ value: (item as HTMLOptionElement).value, label: item.textContent?.trim() ?? '' })),
    );
  const before = options.find((option) => option.value === current && option.value !== '')?.label ?? '—';
  const after = options.find((option) => option.value !== '' && option.value !== current)!;
  await route.selectOption(after.value);
  // The demo's farmers were registered without these, which the form asks for.
  const born = page.getByLabel('Date of Birth', { exact: true });
  if (!(await born.inputValue())) await born.fill('20/06/1984');
  const gender = page.getByLabel('Gender', { exact: true });
  if (!(await gender.inputValue())) await gender.selectOption('female');
  await page.getByRole('button', { name: 'Save Farmer' }).click();

  // Back on the farmer's page, no reload: the saved change heads the History.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const routeHeader = page.getByRole('rowheader', { name: 'Assigned Route' });
  const entry = history.getByRole('listitem').filter({ has: routeHeader }).first();
  await expect(entry.getByRole('row').filter({ has: routeHeader }).getByRole('cell')).toHaveText([before, after.label]);
  await expect(entry).toContainText(/^Updated by .+ on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(history).not.toContainText(UUID);

  // Activity names the farmer with their member number, and the routes.
  await clickSidebarLink(page, 'User Management', 'Activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const activity = dataTable(page, 'Activity');
  const event = activity
    .getByRole('row')
    .filter({ hasText: `${name} (#${member})` })
    .first();
  await expect(event).toBeVisible({ timeout: 15_000 });
  await expect(cellsIn(event).first()).toHaveText(LOCAL_TIME);
  await expect(activity).not.toContainText(UUID);
  await event.getByRole('button', { name: /^View Updated/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Updated: People (drivers, farmers, staff roles)' });
  await expect(dialog).toContainText(`${name} (#${member})`);
  const changed = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Assigned Route' }) });
  await expect(changed.getByRole('cell')).toHaveText([before, after.label]);
});
