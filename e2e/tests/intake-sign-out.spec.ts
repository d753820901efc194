import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './helpers';
import { expectOnServer, queued, readFarmers, recordOne, signInToIntake, tokenOf } from './intake-helpers';

// Issue 33: signing out with deliveries still on the phone asks first. "Stay signed in" keeps
// the person in with their deliveries; "Sign out" signs them out and keeps the deliveries for
// their next sign-in on this phone (another person signing in meanwhile sees none of them).
// Only the sending of deliveries is cut (POST /collections), so signing out and in work.

const TAMU_QA = { email: 'qa@tamu.test', password: 'Maziwa-2026' };

async function logout(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /profile menu/i })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

test('signing out with deliveries waiting asks first, and keeps them for the next sign-in', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToIntake(page);
  await expect(page.getByText('All sent')).toBeVisible();
  await readFarmers(page);

  const refuse = (route: Route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue();
  await context.route('**/api/collections', refuse);
  await recordOne(page, '14.2');
  await recordOne(page, '15.3');
  await expect(page.getByText('2 waiting to send')).toBeVisible();
  const recorded = await queued(page);
  expect(recorded.map((item) => item.state)).toEqual(['waiting', 'waiting']);

  // Asked first; "Stay signed in" keeps the person where they were.
  await logout(page);
  const question = page.getByRole('dialog', { name: 'Sign out with deliveries not sent?' });
  await expect(question).toContainText('2 deliveries are waiting to send.');
  await question.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/milk-collections\/intake$/);
  await expect(page.getByText('2 waiting to send')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Member number or name' })).toBeVisible();

  // "Sign out": signed out, the deliveries kept on the phone.
  await logout(page);
  await question.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login to Account' })).toBeVisible();
  expect(await queued(page)).toEqual(recorded);

  // Another person on the same phone sees none of them, and signs out without being asked.
  await signIn(page, TAMU_QA);
  await expect(page).toHaveURL(/\/milk-collections\/intake$/);
  await expect(page.getByText('No deliveries recorded on this phone yet.')).toBeVisible();
  await expect(page.getByText('All sent')).toBeVisible();
  await logout(page);
  await expect(page).toHaveURL(/\/login$/);

  // The same person again: their deliveries are still waiting, and go out once the API takes them.
  await signInToIntake(page);
  await expect(page.getByText('2 waiting to send')).toBeVisible();
  expect(await queued(page)).toEqual(recorded);
  await context.unroute('**/api/collections', refuse);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('All sent')).toBeVisible({ timeout: 60_000 });
  await expectOnServer(request, await tokenOf(page), recorded);
});
