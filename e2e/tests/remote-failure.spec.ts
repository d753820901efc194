import { expect, test, type Page } from '@playwright/test';
import { clickSidebarLink, openSignedIn, sidebar } from './helpers';

// A remote whose server is down, then back: its area shows the error panel with Retry, the
// rest of the console keeps working, and ONE click on Retry opens the page (issue 30, item 10).

const QUALITY_FILES = '**/remotes/quality/**';
// Only the Rejection Logs page's own files (its chunk, and its stylesheet if it has one).
const REJECTION_LOGS_FILES = /\/remotes\/quality\/[^/]+\/quality-control-rejection-logs\.[0-9a-f]+\.(js|css)$/;

const remotePanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' });

/** The page itself, not its loading frame (which draws the same h1): its header's own buttons. */
async function expectPageOpen(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a remote that was down opens with one Retry once it is back, opened by its address', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The quality team's static hosting refuses connections. Opened by its address, the page's
  // files are also preloaded by the gateway, and those preloads fail too.
  await page.route(QUALITY_FILES, (route) => route.abort('connectionrefused'));
  await page.goto('/quality-control/quality-tests');
  const panel = remotePanel(page);
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('The quality module is not reachable right now.');
  await expect(sidebar(page)).toBeVisible();

  await page.unroute(QUALITY_FILES);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expectPageOpen(page, 'Quality Tests');
});

test('a remote whose files are gone fails alone; coming back tries it again, and one Retry opens it', async ({
  page,
}) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The gateway answers 404 for every file of the remote.
  await page.route(QUALITY_FILES, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await clickSidebarLink(page, 'Quality Control', 'Quality Tests (On-Site)');
  await expect(remotePanel(page)).toBeVisible({ timeout: 20_000 });

  // The shell and the other remotes keep working.
  await clickSidebarLink(page, 'Logistics Management', 'Driver Management');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();

  // Coming back asks the server again (still down: the panel again, not a remembered failure).
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/quality/')) asked.push(request.url());
  });
  await clickSidebarLink(page, 'Quality Control', 'Rejection Logs');
  await expect(remotePanel(page)).toBeVisible({ timeout: 20_000 });
  expect(asked.length).toBeGreaterThan(0);

  await page.unroute(QUALITY_FILES);
  await remotePanel(page).getByRole('button', { name: 'Retry' }).click();
  await expectPageOpen(page, 'Rejection Logs');
});

test("the remote loaded but a page's chunk did not arrive: one Retry opens the page", async ({ page }) => {
  await openSignedIn(page, '/quality-control/quality-tests');
  await expectPageOpen(page, 'Quality Tests');

  // The remote's entry and routes are in; only the next page's own files fail.
  await page.route(REJECTION_LOGS_FILES, (route) => route.abort('connectionrefused'));
  await clickSidebarLink(page, 'Quality Control', 'Rejection Logs');
  const panel = page.getByRole('alert').filter({ hasText: 'This page ran into a problem' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(/Loading (CSS )?chunk \S+ failed/);
  await expect(sidebar(page)).toBeVisible();

  await page.unroute(REJECTION_LOGS_FILES);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expectPageOpen(page, 'Rejection Logs');
});
