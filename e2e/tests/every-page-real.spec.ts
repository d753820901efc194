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
  const paths = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
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

// Issue 12: while a page's remote is on its way the shell already shows the page's heading
// (the menu knows it), so a phone on mobile data sees the page named at once. The heading
// shown early must be the page's own, word for word: a cold load of every sidebar page never
// shows a different h1 before the page's own one.
test('every page of the sidebar, opened cold, is named at once by the heading it keeps', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { mzHeadings: string[] }).mzHeadings = seen;
    new MutationObserver(() => {
      document.querySelectorAll('main h1').forEach((heading) => {
        const text = heading.textContent?.trim() ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await openSignedIn(page);
  await openAllSidebarGroups(page);
  const paths = await sidebar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(paths.length).toBeGreaterThanOrEqual(26);

  for (const path of paths) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText(/^Loading/), path).toHaveCount(0, { timeout: 15_000 });
    const final = (await main.getByRole('heading', { level: 1 }).textContent())?.trim();
    const seen = await page.evaluate(() => (window as unknown as { mzHeadings: string[] }).mzHeadings);
    expect(seen, path).toEqual([final]);
  }
});
