import { expect, test, type Page } from '@playwright/test';
import { cutApi, expectOnServer, queued, readFarmers, recordOne, signInToIntake, tokenOf } from './intake-helpers';

// Issue 33: deliveries recorded at a centre with the API unreachable wait on the phone (the
// person's IndexedDB queue), survive a reload with the API still cut (the service worker opens
// the page), and reach the API exactly once each, with the phone's ids and times, when it
// answers again. The API is cut by route interception for the whole context, which Chromium
// applies to the service worker's requests too (`setOffline` would not cut them).
test.use({ serviceWorkers: 'allow' });

const DELIVERIES = 20;

/** Whether the worker controls the page and holds the shell and the collection remote's entry. */
async function keptForOffline(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker?.controller) return false;
    const has = async (cacheName: string, wanted: (url: string) => boolean) =>
      (await (await caches.open(cacheName)).keys()).some((request) => wanted(request.url));
    return (
      (await has('maziwa-shell', (url) => url.endsWith('/remotes.json'))) &&
      (await has('maziwa-remote-entries', (url) => url.includes('/remotes/collection/')))
    );
  });
}

test('deliveries recorded with the API cut wait on the phone, survive a reload, and reach the API once each', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // One visit online: sign in as the centre's QA agent, who lands on Intake.
  await signInToIntake(page);
  await expect(page.getByText('All sent')).toBeVisible();
  await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);
  // The farmers are read (and kept) once online.
  await readFarmers(page);

  const restore = await cutApi(context);
  for (let i = 1; i <= DELIVERIES; i++) await recordOne(page, `${10 + i / 10}`);
  await expect(page.getByText(`${DELIVERIES} waiting to send`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(page.getByText(`${DELIVERIES} waiting to send`)).toBeVisible();
  const onPhone = await queued(page);
  expect(onPhone).toHaveLength(DELIVERIES);
  expect(new Set(onPhone.map((item) => item.id)).size).toBe(DELIVERIES);

  await restore();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('All sent')).toBeVisible({ timeout: 60_000 });

  // Exactly these, once each, with the phone's ids and times.
  await expectOnServer(request, await tokenOf(page), onPhone);
});
