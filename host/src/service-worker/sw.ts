/// <reference lib="webworker" />
// The console's service worker (issue 33): the console opens and works with no connection
// after one visit online. Built by the host's webpack config (service-worker.webpack.cjs: Workbox's
// modules, the precache list in place of self.__WB_MANIFEST), served as /sw.js no-cache, scope /. What each request gets is decided in rules.ts:
//
// - the shell's build (index.html, main.js, every host chunk and stylesheet) is precached;
// - pages (navigations) and the shell's unhashed files (main.js, remotes.json, config.json)
//   are asked of the network first, with a short timeout, so a new deploy of the host or of a
//   remote wins as soon as the network is there; offline, the last copy (a page's own file
//   with its first frame, else the precached index.html, which opens any deep link);
// - a remote's remoteEntry.js and mf-manifest.json: network first, never precached (each
//   remote deploys alone); its other files, and every content-hashed file: cache first;
// - the API reads of API_READS_KEPT: network first, each person and organisation in a cache
//   of its own (rules.ts, cacheScopeFor); no other API request, and never a write.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import {
  apiCacheName,
  cacheScopeFor,
  isSessionMessage,
  OFFLINE_COPY_HEADER,
  pageCacheKey,
  requestKind,
  type RequestKind,
  type WorkerSession,
} from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** How long a network-first request waits for the network before using the last copy. */
const NETWORK_TIMEOUT_SECONDS = 3;

// A new version takes over at once: the shell's own files are asked of the network first
// anyway, so an open page never mixes two builds' precaches for long.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// --- The session: whose API reads may be kept (posted by the console, kept across restarts).

const STATE_CACHE = 'maziwa-sw-state';
const STATE_KEY = '/__maziwa/session';
let session: WorkerSession = { scope: null, apiBase: new URL('/api/', self.location.origin).toString() };

// The worker is stopped when idle and started again for the next request: what the console
// last said is read back first (a restarted browser, offline, answers from it at once).
const sessionLoaded = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(STATE_KEY))
  .then(async (response) => {
    if (response) session = (await response.json()) as WorkerSession;
  })
  .catch(() => undefined);

async function saveSession(next: WorkerSession): Promise<void> {
  session = next;
  const cache = await caches.open(STATE_CACHE);
  await cache.put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}

self.addEventListener('message', (event) => {
  if (!isSessionMessage(event.data)) return;
  const { scope, apiBase } = event.data;
  event.waitUntil(saveSession({ scope, apiBase }));
});

// --- Strategies.

const ok = new CacheableResponsePlugin({ statuses: [200] });

/** A copy served because the network did not answer says so (the shell shows "Offline"). */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** A page's copy is kept under its path: lists keep their state in the query. */
const pageKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
};

/** No copy of a shell file yet (the worker was installed after this page loaded): the precached one. */
const precachedFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => matchPrecache(new URL(request.url).pathname),
};

const pages = new NetworkFirst({
  cacheName: 'maziwa-pages',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ok, pageKey, new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true })],
});

const shellFiles = new NetworkFirst({
  cacheName: 'maziwa-shell',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ok, precachedFallback],
});

const remoteEntries = new NetworkFirst({
  cacheName: 'maziwa-remote-entries',
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [ok, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
});

const immutableFiles = new CacheFirst({
  cacheName: 'maziwa-files',
  plugins: [ok, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

const apiReads = new Map<string, NetworkFirst>();
function apiReadsOf(scope: string): NetworkFirst {
  let strategy = apiReads.get(scope);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: apiCacheName(scope),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [ok, markOfflineCopy, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    });
    apiReads.set(scope, strategy);
  }
  return strategy;
}

// --- Routes, in order: the rules before the precache's own route, so main.js and index.html
// are asked of the network first and the precache is their offline copy.

const kindOf =
  (kind: RequestKind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    requestKind(request, url, self.location.origin, session.apiBase) === kind;

registerRoute(kindOf('page'), pages);
registerRoute(kindOf('shell-file'), shellFiles);
registerRoute(kindOf('remote-entry'), remoteEntries);
registerRoute(kindOf('api-read'), async (options: RouteHandlerCallbackOptions) => {
  await sessionLoaded;
  const request = options.request as Request;
  const scope = cacheScopeFor(session, request.headers.get('authorization'));
  // Nobody signed in, or not the signed-in person's token: straight to the network, kept nowhere.
  if (!scope) return fetch(request);
  return apiReadsOf(scope).handle(options as Parameters<NetworkFirst['handle']>[0]);
});

precacheAndRoute(self.__WB_MANIFEST);

// After the precache's route: a hashed file it holds is served from it.
registerRoute(kindOf('immutable-file'), immutableFiles);

// A page with no copy and no network: the precached shell, which opens any deep link.
setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || (request as Request).mode === 'navigate') {
    return (await matchPrecache('/index.html')) ?? Response.error();
  }
  return Response.error();
});
