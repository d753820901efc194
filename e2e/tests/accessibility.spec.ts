import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { REPO_ROOT } from '../console-under-test';
import { openAllSidebarGroups, openSignedIn, sidebar } from './helpers';

// Issue 30, item 10: no serious or critical axe violation (WCAG 2.0 and 2.1, A and AA) on any
// page, at a laptop's and a phone's width, nor in any kind of dialog the pages open. The pages
// are those the remotes declare in their pages.json (the sidebar is built from them, and the
// first test checks it offers no other), so a page added later is checked too.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe over the page (or inside `scope`) and returns a line per serious or critical node. */
async function seriousViolations(page: Page, scope?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}`,
      ),
    );
}

/** The sidebar's page paths, as the signed-in administrator sees them. */
async function sidebarPaths(page: Page) {
  // On a phone the sidebar is a drawer behind the menu button.
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await openAllSidebarGroups(page);
  const paths = await sidebar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThanOrEqual(26);
  return paths;
}

/** Waits until a page has drawn what it loads: its heading, no spinner, its table if any. */
async function settled(page: Page, label: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }), label).toBeVisible({ timeout: 15_000 });
  await expect(main.getByText(/^Loading/), label).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]'), label).toHaveCount(0, { timeout: 15_000 });
}

const REMOTES: string[] = JSON.parse(readFileSync(join(REPO_ROOT, 'shared/contracts/src/remote-ids.json'), 'utf8'));

/**
 * A remote's pages without an `:id`: those of the sidebar and those a button opens (Add New
 * Farmer, Add Trip, ...), from the pages.json the sidebar itself is built from.
 */
function pagesOf(remote: string) {
  const file = join(REPO_ROOT, 'remotes', remote, 'src/pages.json');
  const { pages } = JSON.parse(readFileSync(file, 'utf8')) as { pages: { path: string }[] };
  return pages.map((page) => page.path).filter((path) => !path.includes(':'));
}

/** Visits each page in turn and checks it whole; fails with every violation found, page by page. */
async function checkPages(page: Page, paths: string[], found: string[] = []) {
  for (const path of paths) {
    await page.goto(path);
    await settled(page, path);
    found.push(...(await seriousViolations(page)).map((line) => `${path}: ${line}`));
  }
  expect(found, found.join('\n')).toEqual([]);
}

for (const [device, use] of [
  ['on a laptop', { viewport: { width: 1280, height: 800 } }],
  ['on a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(device, () => {
    test.use(use);

    test('the open menu and Settings have no serious or critical axe violation; the menu names no other page', async ({
      page,
    }) => {
      await openSignedIn(page);
      const menu = await sidebarPaths(page);
      // Every page the menu offers is checked below, with its remote's pages.
      expect(menu.filter((path) => !REMOTES.some((remote) => pagesOf(remote).includes(path)))).toEqual([]);
      // The open menu (the drawer on a phone) as it stands, then the profile menu's Settings.
      const found = (await seriousViolations(page)).map((line) => `menu: ${line}`);
      await checkPages(page, ['/settings'], found);
    });

    // A test per remote keeps each one short on a busy machine; together they are every page.
    for (const remote of REMOTES) {
      test(`the ${remote} pages have no serious or critical axe violation`, async ({ page }) => {
        test.setTimeout(150_000);
        const [first, ...rest] = pagesOf(remote);
        await openSignedIn(page, first);
        await checkPages(page, [first, ...rest]);
      });
    }
  });
}

/** One kind of dialog: where it is opened, by which button, what it is called, and what to open inside it. */
interface DialogCase {
  path: string;
  button: string | RegExp;
  dialog: string | RegExp;
  inside?(dialog: Locator, page: Page): Promise<void>;
}

/** Opens a picker in a dialog (by its field or its button): the popover is checked with its dialog. */
const openPicker =
  (opener: { field: string } | { button: string }, picker: string) => async (dialog: Locator, page: Page) => {
    const target =
      'field' in opener
        ? dialog.getByLabel(opener.field, { exact: true })
        : dialog.getByRole('button', { name: opener.button });
    await target.click();
    await expect(page.getByRole('dialog', { name: picker }).getByRole('grid')).toBeVisible();
  };

// Each distinct kind the pages open: lazily loaded add and edit forms, forms with a day or a
// day-and-time picker open, confirmations, details, the bulk payment, a file upload, a map.
const DIALOGS: DialogCase[] = [
  { path: '/user-management/users', button: 'Add User', dialog: 'Add User' },
  { path: '/user-management/users', button: /^Edit /, dialog: /^Edit user / },
  { path: '/user-management/users', button: /^Set temporary password /, dialog: /^Set temporary password for / },
  { path: '/user-management/users', button: /^Deactivate /, dialog: /^Deactivate .+\?$/ },
  { path: '/user-management/roles', button: /^View /, dialog: /^Role / },
  {
    path: '/quality-control/quality-tests',
    button: 'Add New Test',
    dialog: 'Add New Test',
    inside: openPicker({ field: 'Test Time' }, 'Choose date and time'),
  },
  { path: '/payroll/pending-payments', button: 'Process Payments', dialog: 'Confirm Bulk Payment Processing' },
  { path: '/payroll/pending-payments', button: 'Top Up', dialog: 'Top Up' },
  { path: '/payroll/pay-runs', button: 'New Pay Run', dialog: 'New Pay Run' },
  {
    path: '/milk-collections/collection-schedule',
    button: /^Edit /,
    dialog: 'Edit Schedule',
    inside: openPicker({ field: 'Pickup Start Time' }, 'Choose date and time'),
  },
  { path: '/milk-collections/collection-schedule', button: /^Delete /, dialog: /^Delete schedule / },
  { path: '/logistics-management/driver-management', button: /^View /, dialog: /\S/ },
  { path: '/logistics-management/routes-management', button: /^Map /, dialog: /^Map of / },
  {
    path: '/extension-services/assignments',
    button: 'Add Assignment',
    dialog: 'Add Assignment',
    inside: openPicker({ button: 'Calendar for Due Date' }, 'Choose date'),
  },
  { path: '/farmers/farmers-profiles', button: 'Upload', dialog: 'Upload Farmers' },
  { path: '/feed-management', button: 'Add Product', dialog: 'Add Product' },
];

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('every kind of dialog has no serious or critical axe violation', async ({ page }) => {
    test.setTimeout(240_000);
    await openSignedIn(page);
    const found: string[] = [];
    for (const { path, button, dialog, inside } of DIALOGS) {
      await page.goto(path);
      await settled(page, path);
      const opener = page.getByRole('button', { name: button }).first();
      await expect(opener, `${path}: ${button}`).toBeEnabled({ timeout: 15_000 });
      await opener.click();
      const opened = page.getByRole('dialog', { name: dialog });
      // A lazily loaded form first shows a "Loading ..." frame: waits for the dialog itself.
      await expect(opened, `${path}: ${dialog}`).toBeVisible({ timeout: 15_000 });
      await expect(opened.getByText(/^Loading/), `${path}: ${dialog}`).toHaveCount(0, { timeout: 15_000 });
      if (inside) await inside(opened, page);
      found.push(...(await seriousViolations(page, 'dialog[open]')).map((line) => `${path} ${dialog}: ${line}`));
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});
