import { expect, test, type Route } from '@playwright/test';
import { openSignedIn } from './helpers';

// A list page fetches its add and edit forms (and formik and yup with them) when one opens
// (lazyDialog, shared/ui/src/dialog/lazy-dialog.tsx): the click shows the dialog's frame at
// once, a failed download says so inside it, and Retry fetches again, through webpack and
// Module Federation's shared-module loading as a browser does it.

test('a form opened from a list page arrives after the click, and a failed download can be retried', async ({
  page,
}) => {
  await openSignedIn(page, '/user-management/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });

  // The page has settled: every script asked for from now on is the form's. Held, then refused.
  let mode: 'hold' | 'refuse' | 'pass' = 'hold';
  const held: Route[] = [];
  await page.route(/\.js(\?|$)/, (route) => {
    if (mode === 'hold') held.push(route);
    else if (mode === 'refuse') return route.abort('connectionfailed');
    else return route.fallback();
  });
  await page.getByRole('button', { name: 'Add Permission' }).click();

  const loading = page.getByRole('dialog', { name: 'Loading ...' });
  await expect(loading.getByRole('status')).toBeVisible();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  mode = 'refuse';
  await Promise.all(held.map((route) => route.abort('connectionfailed')));

  const failed = page.getByRole('dialog', { name: 'Could not open' });
  await expect(failed.getByRole('alert')).toContainText('The dialog could not be loaded');
  mode = 'pass';
  await failed.getByRole('button', { name: 'Retry' }).click();

  const form = page.getByRole('dialog', { name: 'Add Permission' });
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // Downloaded once: it opens again without fetching anything.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(request.url());
  });
  await page.getByRole('button', { name: 'Add Permission' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toBeVisible();
  expect(fetched).toEqual([]);
});
