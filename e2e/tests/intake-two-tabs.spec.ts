import { expect, test, type Request, type Route } from '@playwright/test';
import {
  expectOnServer,
  mobileDeliveries,
  queued,
  readFarmers,
  recordOne,
  signInToIntake,
  tokenOf,
} from './intake-helpers';

// Issue 33: one phone, Intake open in two tabs, one queue. Deliveries recorded in one tab with
// the API unreachable wait in both; when the API answers again both tabs send at once (each
// its "Send now" while the first deliveries are on their way), and the server has each delivery
// exactly once, under the phone's id and with its time. The API is cut, then held, by route
// interception for the whole browser context (both tabs).

const DELIVERIES = 20;

test('the queue sent from two tabs at once reaches the API once per delivery', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  await signInToIntake(page);
  await expect(page.getByText('All sent')).toBeVisible();
  await readFarmers(page);
  const second = await context.newPage();
  await second.goto('/milk-collections/intake');
  await expect(second.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(second.getByText('All sent')).toBeVisible();

  const token = await tokenOf(page);
  const before = await mobileDeliveries(request, token);

  // The API: unreachable, then holding the deliveries sent until both tabs have asked to send.
  let mode: 'cut' | 'held' | 'open' = 'cut';
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Request[] = [];
  const api = async (route: Route) => {
    if (mode === 'cut') return route.abort('internetdisconnected');
    if (mode === 'held' && route.request().method() === 'POST' && /\/api\/collections$/.test(route.request().url())) {
      held.push(route.request());
      await released;
    }
    return route.continue();
  };
  await context.route('**/api/**', api);

  for (let i = 1; i <= DELIVERIES; i++) await recordOne(page, `${20 + i / 10}`);
  await expect(page.getByText(`${DELIVERIES} waiting to send`)).toBeVisible();
  // The other tab counts them too: one queue on the phone.
  await expect(second.getByText(`${DELIVERIES} waiting to send`)).toBeVisible();
  const onPhone = await queued(page);
  expect(onPhone).toHaveLength(DELIVERIES);
  expect(new Set(onPhone.map((item) => item.id)).size).toBe(DELIVERIES);

  // The API answers again: both tabs are told to send at once, and the first sends are held
  // until both have asked (a tab's own retry timer may have started first: its sends wait too).
  mode = 'held';
  await Promise.all([
    page.getByRole('button', { name: 'Send now' }).click(),
    second.getByRole('button', { name: 'Send now' }).click(),
  ]);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  mode = 'open';
  release();

  await expect(page.getByText('All sent')).toBeVisible({ timeout: 60_000 });
  await expect(second.getByText('All sent')).toBeVisible({ timeout: 60_000 });
  expect((await queued(second)).filter((item) => item.state !== 'sent')).toEqual([]);

  // On the server: each delivery once, with the phone's id and time, and nothing more.
  await expectOnServer(request, token, onPhone);
  expect(await mobileDeliveries(request, token)).toBe(before + DELIVERIES);
  await context.unroute('**/api/**', api);
});
