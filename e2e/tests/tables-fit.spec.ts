import { expect, test, type Locator, type Page } from '@playwright/test';
import { openAllSidebarGroups, openSignedIn, reachGrid, sidebar } from './helpers';

// Issue 30, item 5: tables that fit. On a laptop (1280 px, the sidebar open) no cell cuts a
// date or a time, titles are read whole, and a row's buttons are in view; on a phone (390 px)
// no page scrolls sideways and a list shows each row as a card of its fields.

const DATE = /^\d{2}\/\d{2}\/\d{4}( \d{2}:\d{2})?$/;

/** Whether an element's text is drawn whole: nothing overflows it, across or down. */
const drawnWhole = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1);

/** The grid's cells under the column titled `title`. */
async function gridCellsOf(grid: Locator, title: string) {
  const colId = await grid.getByRole('columnheader', { name: title, exact: true }).getAttribute('col-id');
  return grid.locator(`[role="gridcell"][col-id="${colId}"]`);
}

/** The plain table's cells under the column titled `title` (its headers are sort buttons, with an arrow). */
async function plainCellsOf(table: Locator, title: string) {
  const titles = (await table.getByRole('columnheader').allTextContents()).map((text) =>
    text.replace(/[▲▼]/g, '').trim(),
  );
  return table.locator(`tbody tr > td:nth-child(${titles.indexOf(title) + 1})`);
}

/**
 * Issue 30, item 5 on one table, the plain one a page opens with or the grid that takes its
 * place when the mouse reaches it: whole titles, whole dates in view, the row's buttons in view.
 */
async function fits(table: Locator, list: (typeof LAPTOP_LISTS)[number], kind: 'plain' | 'grid') {
  const cellsOf = (title: string) => (kind === 'grid' ? gridCellsOf(table, title) : plainCellsOf(table, title));
  // Every title is drawn whole (wrapped if it must), none cut to "Transactio...".
  const titles = kind === 'grid' ? table.locator('.ag-header-cell-text') : table.getByRole('columnheader');
  for (let i = 0; i < (await titles.count()); i += 1) {
    const title = titles.nth(i);
    expect(await drawnWhole(title), `${kind}: title "${await title.textContent()}"`).toBe(true);
  }

  if (list.date) {
    const dates = await cellsOf(list.date);
    const first = dates.filter({ hasText: DATE }).first();
    await expect(first).toBeVisible();
    const box = (await first.boundingBox())!;
    expect(box.x + box.width, `${kind}: ${list.date} in view`).toBeLessThanOrEqual(1280);
    for (let i = 0; i < (await dates.count()); i += 1) {
      const value = kind === 'grid' ? dates.nth(i).locator('.ag-cell-value') : dates.nth(i);
      expect(await drawnWhole(value), `${kind}: ${list.date}: "${await value.textContent()}"`).toBe(true);
    }
  }

  if (!list.actions) return;
  // The first row's buttons (and links: Payslip) are whole, inside the table and the window.
  const tableBox = (await table.boundingBox())!;
  const buttons = (await cellsOf('Actions')).first().locator('button, a');
  await expect(buttons.first()).toBeVisible();
  for (let i = 0; i < (await buttons.count()); i += 1) {
    const button = (await buttons.nth(i).boundingBox())!;
    const name = `${kind}: ${await buttons.nth(i).getAttribute('aria-label')}`;
    expect(button.x, name).toBeGreaterThanOrEqual(tableBox.x);
    expect(button.x + button.width, name).toBeLessThanOrEqual(Math.min(tableBox.x + tableBox.width, 1280));
  }
}

const LAPTOP_LISTS = [
  {
    path: '/milk-collections/collection-schedule',
    title: 'Collection Schedule',
    date: 'Pick Start Time',
    actions: true,
  },
  { path: '/payroll/completed-payments', title: 'Completed Payments', date: 'Payment Date', actions: true },
  { path: '/logistics-management/trips', title: 'Trips', date: 'Start', actions: false },
  { path: '/farmers/farmers-profiles', title: 'Farmer Profiles', date: 'Date of Last Collection', actions: true },
  { path: '/user-management/users', title: 'Users', date: null, actions: true },
];

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists show whole dates and times, whole titles and each row's buttons", async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page);
    for (const list of LAPTOP_LISTS) {
      await test.step(list.title, async () => {
        // The mouse out of the way, where the last list's table was.
        await page.mouse.move(0, 0);
        await page.goto(list.path);
        await expect(page.getByRole('heading', { level: 1, name: list.title, exact: true })).toBeVisible();
        // The page opens with the plain table (no ag-grid fetched yet) ...
        const table = page.getByRole('table').first();
        await expect(table.getByRole('cell').first()).toBeVisible({ timeout: 15_000 });
        await fits(table, list, 'plain');
        // ... and the grid takes its place once the mouse reaches it.
        await fits(await reachGrid(page), list, 'grid');
      });
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** Every page of the sidebar, as the administrator sees it in the drawer. */
  async function sidebarPages(page: Page) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await openAllSidebarGroups(page);
    const paths = await sidebar(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    return paths;
  }

  test('no page scrolls sideways, the dashboard and every page of the sidebar', async ({ page }) => {
    test.setTimeout(300_000);
    await openSignedIn(page);
    const paths = await sidebarPages(page);
    expect(paths[0]).toBe('/dashboard');
    expect(paths.length).toBeGreaterThanOrEqual(26);
    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
      });
    }
  });

  test("a list shows each row as a card of its fields, titled, with the row's buttons", async ({ page }) => {
    await openSignedIn(page, '/farmers/farmers-profiles');
    await expect(page.getByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Farmers' });
    const card = table.getByRole('row').nth(1);
    await expect(card).toBeVisible({ timeout: 15_000 });
    const titles = await table.getByRole('columnheader').allTextContents();
    expect(titles.map((title) => title.replace(/[▲▼]/g, '').trim())).toEqual([
      'Member Number',
      'Farmer Name',
      'Date of Last Collection',
      'Quantity Supplied (L)',
      'Average Quality Score',
      'Payment Status',
      'Actions',
    ]);

    // All seven fields, one under another, each inside the screen and drawn after its title.
    const cells = card.getByRole('cell');
    await expect(cells).toHaveCount(7);
    let below = 0;
    for (let i = 0; i < 7; i += 1) {
      const cell = cells.nth(i);
      await expect(cell).toBeVisible();
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.y).toBeGreaterThanOrEqual(below);
      below = box.y + box.height - 1;
      if (i < 6) {
        const label = await cell.evaluate((node) => getComputedStyle(node, '::before').content);
        expect(label).toContain(titles[i].replace(/[▲▼]/g, '').trim());
      }
    }
    // A farmer who never delivered has no last collection.
    await expect(cells.nth(2)).toHaveText(/^(\d{2}\/\d{2}\/\d{4}|N\/A)$/);
    const name = (await cells.nth(1).textContent())!;
    await expect(cells.nth(6).getByRole('button', { name: `View ${name}` })).toBeInViewport();
    await expect(cells.nth(6).getByRole('button', { name: `Edit ${name}` })).toBeInViewport();

    // The titles are a strip of sort buttons: a tap sorts the cards.
    await table.getByRole('button', { name: 'Farmer Name', exact: true }).click();
    await expect(table.getByRole('columnheader', { name: 'Farmer Name' })).toHaveAttribute('aria-sort', 'ascending');
  });
});
