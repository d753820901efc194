import { expect, test } from '@playwright/test';
import { cellsIn, dataTable, nairobiDay, openSignedIn } from './helpers';

// Issue 30 in a browser: every month on offer and the current one by default (item 1), and
// Pickup Management's date and shift columns with its day filter opening on today (item 6).

/** This month and the one before in Nairobi, as the month selects name them ("November 2026"). */
function nairobiMonths() {
  const [, month, year] = nairobiDay().split('/').map(Number);
  const label = (y: number, m: number) =>
    `${new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${y}`;
  const [lastYear, lastMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return {
    year,
    month,
    thisMonth: label(year, month),
    lastMonth: label(lastYear, lastMonth),
    lastMonthNumber: lastMonth,
  };
}

test('the dashboard opens on this month, offers every month of three years, and Last month is one tap away', async ({
  page,
}) => {
  const { year, thisMonth, lastMonth } = nairobiMonths();
  await openSignedIn(page, '/dashboard');
  const month = page.getByLabel('Month', { exact: true });
  await expect(month).toHaveText(new RegExp(`January ${year - 2}`));
  await expect(month.locator('option:checked')).toHaveText(thisMonth);
  await expect(month.locator('option')).toHaveCount(36);
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Last month' }).click();
  await expect(month.locator('option:checked')).toHaveText(lastMonth);
  await expect(page.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
});

test("a list's Month filter offers every month up to this one, and last month's tests are listed", async ({ page }) => {
  const { year, month, lastMonth, lastMonthNumber } = nairobiMonths();
  await openSignedIn(page, '/quality-control/quality-tests');
  const filter = page.getByRole('combobox', { name: 'Month' });
  await expect(filter.locator('option:checked')).toHaveText('All Months');
  // All Months, this year's months up to this one, then every month of the two years before.
  await expect(filter.locator('option')).toHaveCount(1 + month + 24);
  await expect(filter.locator('option', { hasText: `January ${year}` })).toHaveCount(1);

  await filter.selectOption({ label: lastMonth });
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  // The demo data holds 90 days of tests: last month's fill the first page, each dated in it.
  const firstRow = dataTable(page).getByRole('row').nth(1);
  await expect(firstRow).toContainText(`/${String(lastMonthNumber).padStart(2, '0')}/`);
  await expect(cellsIn(page).first()).toBeVisible();
});

test('Pickup Management opens on today, and every day shows each handover with its date and shift', async ({
  page,
}) => {
  await openSignedIn(page, '/milk-collections/pickup-management');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(nairobiDay());

  await page.goto('/milk-collections/pickup-management?date=');
  const table = dataTable(page);
  await expect(table.getByRole('columnheader', { name: 'Date' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Shift' })).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(firstRow).toContainText(/Morning|Evening/);
});
