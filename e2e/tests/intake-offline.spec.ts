import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { signIn } from './helpers';

// Issue 33: deliveries recorded at a centre with the API unreachable wait on the phone (the
// person's IndexedDB queue), survive a reload with the API still cut (the service worker opens
// the page), and reach the API exactly once each, with the phone's ids and times, when it
// answers again. The API is cut by route interception for the whole context, which Chromium
// applies to the service worker's requests too (`setOffline` would not cut them).
test.use({ serviceWorkers: 'allow' });

const QA = { email: 'qa@maziwa.test', password: 'Maziwa-2026' };
const DELIVERIES = 20;

async function cutApi(context: BrowserContext): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', abort);
  return () => context.unroute('**/api/**', abort);
}

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

/** The deliveries on the phone, as the queue keeps them (every queue database of the origin). */
function queued(page: Page): Promise<{ id: string; recordedAt: string; state: string }[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((db) => db.name!)
      .filter((name) => name.startsWith('maziwa-queue:'));
    const all: { id: string; recordedAt: string; state: string }[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const items = await new Promise<{ id: string; recordedAt: string; state: string }[]>((resolve, reject) => {
        const request = db.transaction('items').objectStore('items').getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      all.push(...items.map(({ id, recordedAt, state }) => ({ id, recordedAt, state })));
    }
    return all;
  });
}

async function recordOne(page: Page, litres: string) {
  const farmer = page.getByRole('combobox', { name: 'Member number or name' });
  await expect(farmer).toBeFocused();
  await farmer.fill('a');
  await page.locator('[role="option"]:not([aria-disabled])').first().click();
  await page.getByRole('spinbutton', { name: /Litres/ }).fill(litres);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${litres} L accepted` })).toBeVisible();
}

test('deliveries recorded with the API cut wait on the phone, survive a reload, and reach the API once each', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // One visit online: sign in as the centre's QA agent, who lands on Intake.
  await page.goto('/login');
  await signIn(page, QA);
  await expect(page).toHaveURL(/\/milk-collections\/intake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Member number or name' })).toBeVisible();
  await expect(page.getByText('All sent')).toBeVisible();
  await expect.poll(() => keptForOffline(page), { timeout: 30_000 }).toBe(true);
  // The farmers are read (and kept) once online.
  await page.getByRole('combobox', { name: 'Member number or name' }).fill('a');
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Member number or name' }).fill('');
  await page.getByRole('combobox', { name: 'Member number or name' }).focus();

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

  const token = await page.evaluate(() => localStorage.getItem('maziwa.access_token'));
  for (const item of onPhone) {
    const response = await request.get(`/api/collections/${item.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), item.id).toBe(200);
    const stored = (await response.json()) as { id: string; collected_at: string; data_source: string };
    expect(stored.id).toBe(item.id);
    expect(Date.parse(stored.collected_at)).toBe(Date.parse(item.recordedAt));
    expect(stored.data_source).toBe('mobile_app');
  }
  // Exactly these, once each: the API lists 20 deliveries with the phone's ids.
  const ids = onPhone.map((item) => `id:${item.id}`).join(',');
  const listed = await request.get(`/api/collections?filter=${encodeURIComponent(ids)}&limit=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(DELIVERIES);
});
