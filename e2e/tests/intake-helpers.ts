import { expect, type APIRequestContext, type BrowserContext, type Page, type Route } from '@playwright/test';
import { signIn } from './helpers';

// What the Intake browser tests share (issue 33): the centre's QA agent, cutting the API,
// recording a delivery as the clerk does, and reading the phone's queue and the server's rows.

export const QA = { email: 'qa@maziwa.test', password: 'Maziwa-2026' };

/** One delivery as the phone's queue keeps it. */
export interface OnPhone {
  id: string;
  recordedAt: string;
  state: string;
  message: string | null;
}

/**
 * Cuts every API request of the context (its pages, and its service worker when allowed) as an
 * unreachable network does; the returned function lets them through again.
 */
export async function cutApi(context: BrowserContext): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', abort);
  return () => context.unroute('**/api/**', abort);
}

/** Signs in from /login as the QA agent, who lands on Intake, and waits for the form. */
export async function signInToIntake(page: Page, user = QA) {
  await page.goto('/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/milk-collections\/intake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Intake' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Member number or name' })).toBeVisible();
}

/** Opens the farmer type-ahead once, so the centre's farmers are read (and kept) while online. */
export async function readFarmers(page: Page) {
  const farmer = page.getByRole('combobox', { name: 'Member number or name' });
  await farmer.fill('a');
  await expect(page.locator('[role="option"]').first()).toBeVisible();
  await farmer.fill('');
  await farmer.focus();
}

/** Records one accepted delivery of `litres` for the first farmer the type-ahead offers. */
export async function recordOne(page: Page, litres: string) {
  const farmer = page.getByRole('combobox', { name: 'Member number or name' });
  await expect(farmer).toBeFocused();
  await farmer.fill('a');
  await page.locator('[role="option"]:not([aria-disabled])').first().click();
  await page.getByRole('spinbutton', { name: /Litres/ }).fill(litres);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${litres} L accepted` })).toBeVisible();
}

/** The deliveries on the phone, as the queue keeps them (every queue database of the origin). */
export function queued(page: Page): Promise<OnPhone[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((db) => db.name!)
      .filter((name) => name.startsWith('maziwa-queue:'));
    const all: OnPhone[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const items = await new Promise<OnPhone[]>((resolve, reject) => {
        const request = db.transaction('items').objectStore('items').getAll();
        request.onsuccess = () => resolve(request.result as OnPhone[]);
        request.onerror = () => reject(request.error);
      });
      db.close();
      all.push(...items.map(({ id, recordedAt, state, message }) => ({ id, recordedAt, state, message })));
    }
    return all;
  });
}

/** The signed-in person's token, as the console keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('maziwa.access_token'));
  expect(token, 'signed in').toBeTruthy();
  return token!;
}

/** A token of `user` straight from the API (POST /token), for reading what the server holds. */
export async function apiToken(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/token', { data: { username: user.email, password: user.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** GET /api/<path> with a token; the status and the JSON body. */
export async function apiGet<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (response.ok() ? await response.json() : undefined) as T };
}

/** How many deliveries recorded on a phone (data_source mobile_app) the server holds. */
export async function mobileDeliveries(request: APIRequestContext, token: string): Promise<number> {
  const { status, body } = await apiGet<{ total: number }>(
    request,
    token,
    `collections?filter=${encodeURIComponent('data_source:mobile_app')}&limit=1`,
  );
  expect(status).toBe(200);
  return body.total;
}

/** Each delivery of the phone is on the server once, under the phone's id, with the phone's time. */
export async function expectOnServer(request: APIRequestContext, token: string, onPhone: OnPhone[]) {
  for (const item of onPhone) {
    const { status, body } = await apiGet<{ id: string; collected_at: string; data_source: string }>(
      request,
      token,
      `collections/${item.id}`,
    );
    expect(status, item.id).toBe(200);
    expect(body.id).toBe(item.id);
    expect(Date.parse(body.collected_at)).toBe(Date.parse(item.recordedAt));
    expect(body.data_source).toBe('mobile_app');
  }
  const ids = onPhone.map((item) => `id:${item.id}`).join(',');
  const { body } = await apiGet<{ data: unknown[] }>(
    request,
    token,
    `collections?filter=${encodeURIComponent(ids)}&limit=100`,
  );
  expect(body.data).toHaveLength(onPhone.length);
}
