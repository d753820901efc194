import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSignedIn } from './helpers';

// Issue 33: after one visit online, the console's shell and its pages open with no connection
// (from the service worker), with the session of the person who was signed in and "Offline"
// in the header, which goes once the API answers again. The API is cut by route interception
// for the whole context, which Chromium applies to the worker's own requests too
// (context.route; `setOffline` would not cut them).
test.use({ serviceWorkers: 'allow' });

const PAGE = '/milk-collections/pickup-management';
const HEADING = 'Pickup Management';

const offlineSign = (page: Page) => page.getByRole('banner').getByRole('status');

/** Whether the worker controls the page and keeps what an offline reload needs (the first visit's files included). */
async function keptForOffline(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const has = async (cacheName: string, test: (url: string) => boolean) =>
      (await (await caches.open(cacheName)).keys()).some((request) => test(request.url));
    return (
      (await has('maziwa-shell', (url) => url.endsWith('/remotes.json'))) &&
      (await has('maziwa-shell', (url) => url.endsWith('/config.json'))) &&
      (await has('maziwa-remote-entries', (url) => url.includes('/remotes/collection/')))
    );
  });
}

/** The API caches of the worker that hold an answer for `path`. */
function apiCachesHolding(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const names = (await caches.keys()).filter((name) => name.startsWith('maziwa-api:'));
    const holding = await Promise.all(
      names.map(async (name) =>
        (await (await caches.open(name)).keys()).some((request) => new URL(request.url).pathname === wanted),
      ),
    );
    return names.filter((_, index) => holding[index]);
  }, path);
}

/** Cuts the API for the page and its service worker (Chromium routes the worker's requests too); returns how to restore it. */
async function cutApi(context: BrowserContext): Promise<() => Promise<void>> {
  const abort = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', abort);
  return () => context.unroute('**/api/**', abort);
}

test('the shell and a page open with the API cut, say Offline, and stop saying it when the API is back', async ({
  page,
  context,
}) => {
  // One visit online: sign in and open the page once.
  await openSignedIn(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(offlineSign(page)).toBeEmpty();
  await expect.poll(() => keptForOffline(page), { timeout: 20_000 }).toBe(true);
  // Loaded again online, through the worker: the session check is kept in the signed-in
  // person's own cache (maziwa-api:<person>:<organisation>), and in no other.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect
    .poll(() => apiCachesHolding(page, '/api/users/me'))
    .toEqual([expect.stringMatching(/^maziwa-api:[\w-]+:[\w-]+$/)]);

  // The API is unreachable; the page is reloaded (a tap on reload, a phone waking up).
  const restore = await cutApi(context);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(offlineSign(page)).toHaveText('Offline — changes wait on this phone');
  // Still the person who signed in, with their sidebar.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: HEADING })).toBeVisible();

  // The API answers again: the sign goes by itself (the console asks /healthz every few seconds).
  await restore();
  await expect(offlineSign(page)).toBeEmpty({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
});

test('with no network at all, after a browser restart, the page opens from the service worker with the same person', async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser with a profile on disk, closed and started again, as a phone's browser is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'maziwa-offline-profile-'));
  const launch = (network: 'on' | 'off') =>
    playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      serviceWorkers: 'allow',
      // No network: every request of the browser, its service worker's too, goes to a proxy
      // that is not there (`<-loopback>`: this server's address included).
      ...(network === 'off' ? { proxy: { server: 'http://127.0.0.1:9', bypass: '<-loopback>' } } : {}),
    });
  try {
    const online = await launch('on');
    const page = online.pages()[0] ?? (await online.newPage());
    await openSignedIn(page, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect.poll(() => keptForOffline(page), { timeout: 20_000 }).toBe(true);
    await online.close();

    // Started again with no network at all: pages, scripts, the remotes manifest, the API.
    const restarted = await launch('off');
    const again = restarted.pages()[0] ?? (await restarted.newPage());
    const response = await again.goto(PAGE);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(again.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(offlineSign(again)).toHaveText('Offline — changes wait on this phone');
    await expect(again.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: HEADING })).toBeVisible();
    // A page of the shell the person never opened opens too (the precached shell).
    await again.goto('/settings');
    await expect(again.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await restarted.close();
  } finally {
    // Chromium may still be writing its profile for a moment after closing.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});
