import { getRuntimeConfig, useSession } from '@maziwa/api-client';
import { SESSION_MESSAGE, sessionScope, type SessionMessage } from './rules';

/** The worker's file (built by the host's webpack config, served no-cache at the root). */
export const SERVICE_WORKER_URL = '/sw.js';

/** What the worker is told of the session: whose API reads it may keep, and where the API is. */
export function sessionMessage(): SessionMessage {
  const { status, user, orgId } = useSession.getState();
  const base = new URL(getRuntimeConfig().apiBaseUrl, location.href).toString();
  return {
    type: SESSION_MESSAGE,
    scope: status === 'authenticated' && user ? sessionScope(user.id, orgId) : null,
    apiBase: base.endsWith('/') ? base : `${base}/`,
  };
}

/**
 * What this page loaded before the worker controlled it (the first visit): the page itself
 * and its files of this origin, for the worker to keep through its own rules (Workbox's
 * CACHE_URLS). The API's answers are not among them: those are kept per person, by the worker.
 */
export function loadedUrls(apiBase: string): Array<string | [string, RequestInit]> {
  const files = (performance.getEntriesByType?.('resource') ?? [])
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/`) && !url.startsWith(apiBase));
  return [[location.href, { headers: { accept: 'text/html' } }], ...new Set(files)];
}

/** After the page has loaded and the browser is idle: registering must not slow the first page. */
function whenSettled(run: () => void): void {
  const idle = () =>
    window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the console's service worker (sw.ts) once the page has loaded, and keeps it told
 * who is signed in (their reads are kept per person and organisation; nobody's after signing
 * out). Only in production builds: under webpack-dev-server there is no worker file, and
 * nothing is registered.
 */
export function registerServiceWorker({
  enabled = process.env.NODE_ENV === 'production',
  container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
}: { enabled?: boolean; container?: ServiceWorkerContainer } = {}): void {
  if (!enabled || !container) return;
  // Not controlled yet: this is the first visit (or the worker was removed), and what the page
  // loaded went past the worker.
  const firstVisit = !container.controller;
  whenSettled(() => {
    container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => undefined);
    void container.ready.then((registration) => {
      const post = (message: unknown) => (container.controller ?? registration.active)?.postMessage(message);
      let told = '';
      const tell = () => {
        const message = sessionMessage();
        const text = JSON.stringify(message);
        if (text !== told) post(message);
        told = text;
      };
      tell();
      if (firstVisit) post({ type: 'CACHE_URLS', payload: { urlsToCache: loadedUrls(sessionMessage().apiBase) } });
      useSession.subscribe(tell);
      // A new version took over: it reads what the last one was told, and is told again.
      container.addEventListener('controllerchange', () => {
        told = '';
        tell();
      });
    });
  });
}
