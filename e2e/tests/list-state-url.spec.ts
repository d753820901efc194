import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { cellsIn, openSignedIn, pageLabel } from './helpers';

// A list's page, sort and search live in the address (docs/rules.md#list-state-in-the-url):
// a reload, Back and a shared link show the same list. Two lists of two remotes.
const LISTS = [
  { path: '/farmers/farmers-profiles', title: 'Farmer Profiles', column: 'Farmer Name', sort: '-farmer_name' },
  {
    path: '/milk-collections/collection-schedule',
    title: 'Collection Schedule',
    column: 'Driver',
    sort: '-driver_name',
  },
];

const firstRow = (page: Page) => page.getByRole('row').nth(1);

/**
 * The page the address asks for has arrived: while a newer page loads the table keeps the
 * previous rows (faded, aria-busy), so a row read before this could be the old page's.
 */
const settled = (page: Page) => expect(page.locator('.mz-data-table[aria-busy="true"]')).toHaveCount(0);

/** The list as the address says it should be: page 2, the column sorted Z-A, searched for "a". */
async function expectSameList(page: Page, { column }: (typeof LISTS)[number], row: string) {
  await expect(pageLabel(page, /Page 2 of \d+/)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
  await expect(page.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow(page)).toHaveText(row);
}

/**
 * With a mouse the page opens with the plain table and ag-grid takes its place once the mouse
 * reaches it (the header clicks below); on a touch screen the plain table only.
 */
type Device = 'mouse' | 'phone';

async function keepsItsState(page: Page, context: BrowserContext, list: (typeof LISTS)[number], device: Device) {
  // The mouse out of the way, where the last list's table was.
  if (device === 'mouse') await page.mouse.move(0, 0);
  await page.goto(list.path);
  await expect(page.getByRole('heading', { level: 1, name: list.title, exact: true })).toBeVisible();
  await expect(cellsIn(page).first()).toBeVisible({ timeout: 15_000 });
  // No ag-grid before the mouse reaches the table (never on a phone): a plain table of the rows.
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('.ag-root')).toHaveCount(0);
  expect(new URL(page.url()).search, 'a clean list has a clean address').toBe('');

  await page.getByRole('searchbox', { name: 'Search' }).fill('a');
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  const header = page.getByRole('columnheader', { name: list.column });
  await header.getByText(list.column, { exact: true }).click();
  await header.getByText(list.column, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]sort=${list.sort}(&|$)`));
  await expect(pageLabel(page, /Page 1 of \d+/)).toBeVisible();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  if (device === 'mouse') await expect(page.getByRole('grid')).toBeVisible();
  else await expect(page.locator('.ag-root')).toHaveCount(0);
  await settled(page);
  const pageOneRow = (await firstRow(page).textContent()) ?? '';

  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pageLabel(page, /Page 2 of \d+/)).toBeVisible();
  await settled(page);
  await expect(firstRow(page)).not.toHaveText(pageOneRow);
  const pageTwoRow = (await firstRow(page).textContent()) ?? '';
  const address = page.url();

  await page.reload();
  await expectSameList(page, list, pageTwoRow);

  // Back: the sorted, searched list on its first page.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(pageLabel(page, /Page 1 of \d+/)).toBeVisible();
  await expect(firstRow(page)).toHaveText(pageOneRow);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');

  // The copied address in another tab (same signed-in browser) shows the same list.
  const other = await context.newPage();
  try {
    await other.goto(address);
    await expectSameList(other, list, pageTwoRow);
  } finally {
    await other.close();
  }
}

test('list pages keep page, sort and search across a reload, Back and a shared link', async ({ page, context }) => {
  test.setTimeout(120_000);
  await openSignedIn(page);
  for (const list of LISTS) {
    await test.step(list.title, () => keepsItsState(page, context, list, 'mouse'));
  }
});

test.describe('on a phone', () => {
  // Lighthouse's mobile device: a touch screen 412 px wide.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the same lists, drawn as plain tables, sort, page and keep their state', async ({ page, context }) => {
    test.setTimeout(120_000);
    await openSignedIn(page);
    for (const list of LISTS) {
      await test.step(list.title, () => keepsItsState(page, context, list, 'phone'));
    }
  });
});
