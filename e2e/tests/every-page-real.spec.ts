import { expect, test } from '@playwright/test';
import { openAllSidebarGroups, openSignedIn, sidebar } from './helpers';

// Issue 11: after it, no page of the console is a placeholder. The pages are read from the
// sidebar itself, as the administrator (who may open every one) sees it, so a page added
// to the menu later is checked too.
test('every page of the sidebar opens a real screen, none says it is being built', async ({ page }) => {
  test.setTimeout(180_000);
  await openSignedIn(page);
  await openAllSidebarGroups(page);
  const nav = sidebar(page);
  const paths = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  // Dashboard, Feed Management and the 7 groups' pages: 26 pages today.
  expect(paths.length).toBeGreaterThanOrEqual(26);

  for (const path of paths) {
    await nav.locator(`a[href="${path}"]`).click();
    await expect(page, path).toHaveURL(new RegExp(`${path}(\\?|$)`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 15_000 });
    // Loading spinners settle before the text is read.
    await expect(main.getByText(/^Loading/), path).toHaveCount(0, { timeout: 15_000 });
    await expect(main, path).not.toContainText(/being built/i);
    await expect(main.getByRole('alert'), path).toHaveCount(0);
  }
});
