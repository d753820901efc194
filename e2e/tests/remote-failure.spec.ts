import { expect, test } from '@playwright/test';
import { clickSidebarLink, openSignedIn, sidebar } from './helpers';

test('a remote that cannot be reached fails alone and recovers with Retry', async ({ page }) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The quality team's static hosting is down.
  await page.route('**/remotes/quality/**', (route) => route.abort('connectionrefused'));
  await page.goto('/quality-control/quality-tests');
  const panel = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The shell and the other remotes keep working.
  await expect(sidebar(page)).toBeVisible();
  await clickSidebarLink(page, 'Logistics Management', 'Driver Management');
  await expect(page.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeVisible();

  // It comes back: Retry loads it.
  await page.unroute('**/remotes/quality/**');
  await clickSidebarLink(page, 'Quality Control', 'Quality Tests (On-Site)');
  const retry = page.getByRole('button', { name: 'Retry' });
  if (await retry.isVisible()) await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quality Tests' })).toBeVisible();
});
