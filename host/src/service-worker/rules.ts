// What the console's service worker (sw.ts) does with each request, as plain functions that
// jest tests without a worker. It follows the same split as the servers' cache headers
// (deploy/gateway/src/gateway.ts, deploy/nginx): what is served no-cache is asked of the
// network first, so a new deploy wins on the very next load; what is content-hashed or under
// a published remote version never changes, so its copy is used first.

/**
 * The header on an API answer served from this phone's cache because the API did not answer
 * (the same name as OFFLINE_COPY_HEADER in @maziwa/api-client, which reads it: the shell then
 * shows "Offline"). Kept here too because the worker's bundle must not load the api client.
 */
export const OFFLINE_COPY_HEADER = 'x-maziwa-offline-copy';

/** The message the console posts to the worker when the signed-in person changes. */
export const SESSION_MESSAGE = 'MAZIWA_SESSION';

/**
 * The API reads the worker keeps a copy of, per person and organisation, for the console to
 * work offline (paths under the API base, any query): the session check, the centres, the
 * Intake page's farmers of the centre and the shift's tally, the rejection reasons. Nothing
 * else of the API is ever cached, and no write: writes wait in the page's own queue.
 */
export const API_READS_KEPT: readonly string[] = [
  'users/me',
  'locations',
  'collections/intake-farmers',
  'collections/tally',
  'rejection-reasons',
];

/** What the worker knows of the session: whose reads it may keep, and where the API is. */
export interface WorkerSession {
  /** `<userId>:<orgId>` of the signed-in person, or null when nobody is. */
  scope: string | null;
  /** The API's absolute base URL, ending in `/` (from /config.json, as the page resolved it). */
  apiBase: string;
}

export interface SessionMessage extends WorkerSession {
  type: typeof SESSION_MESSAGE;
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  const message = data as Partial<SessionMessage> | null;
  return (
    !!message &&
    message.type === SESSION_MESSAGE &&
    (message.scope === null || typeof message.scope === 'string') &&
    typeof message.apiBase === 'string'
  );
}

/** The scope of a person in an organisation. */
export function sessionScope(userId: string, orgId: string | null): string {
  return `${userId}:${orgId ?? ''}`;
}

/** The cache of one person's reads in one organisation. */
export function apiCacheName(scope: string): string {
  return `maziwa-api:${scope}`;
}

// Content-hashed file names (the webpack factory's chunkFilename): never change.
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|gif|woff2?)$/;
// A published remote version's entry and manifest (/remotes/<name>/<version>/...).
const REMOTE_ENTRY = /^\/remotes\/[^/]+\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/;
// The shell's files that keep their names from build to build, served no-cache.
const SHELL_FILES = new Set(['/main.js', '/remotes.json', '/config.json']);

export type RequestKind =
  | 'page' // a navigation: the page's own file (first frame), else the shell's index.html
  | 'shell-file' // main.js, remotes.json, config.json: network first, last copy offline
  | 'remote-entry' // remoteEntry.js, mf-manifest.json of a remote version: network first, never precached
  | 'immutable-file' // a hashed file, anything else under /remotes/<name>/<version>/: cache first
  | 'api-read' // an allow-listed API read: network first, per person and organisation
  | 'other'; // left to the browser

interface RequestLike {
  method: string;
  mode?: string;
  headers: { get(name: string): string | null };
}

/** The path of an API URL under the base, without the leading slash, if it is under it. */
function apiPath(url: URL, apiBase: string): string | undefined {
  const base = new URL(apiBase);
  const basePath = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
  if (url.origin !== base.origin || !url.pathname.startsWith(basePath)) return undefined;
  return url.pathname.slice(basePath.length);
}

/** Whether a request is an API read the worker keeps a copy of. */
export function isKeptApiRead(url: URL, apiBase: string): boolean {
  const path = apiPath(url, apiBase);
  return path !== undefined && API_READS_KEPT.includes(path.replace(/\/+$/, ''));
}

/** Which rule serves a request. */
export function requestKind(request: RequestLike, url: URL, origin: string, apiBase: string): RequestKind {
  if (request.method !== 'GET') return 'other';
  if (apiPath(url, apiBase) !== undefined) {
    return request.mode !== 'navigate' && isKeptApiRead(url, apiBase) ? 'api-read' : 'other';
  }
  if (url.origin !== origin) return 'other';
  // A navigation, or the same page asked for by the console to be kept (CACHE_URLS, with an
  // Accept of text/html): a path without an extension, as the servers' deep-link rule.
  const html = request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
  if (html && !/\.[^/]*$/.test(url.pathname)) return 'page';
  if (SHELL_FILES.has(url.pathname)) return 'shell-file';
  if (REMOTE_ENTRY.test(url.pathname)) return 'remote-entry';
  if (HASHED_FILE.test(url.pathname) || /^\/remotes\/[^/]+\/[^/]+\//.test(url.pathname)) return 'immutable-file';
  return 'other';
}

/** The `sub` (the person's id) of a bearer token, read without checking it: the API checks it. */
export function tokenSubject(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const sub = (
      JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as { sub?: unknown }
    ).sub;
    return typeof sub === 'string' && sub ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The cache an API read may use: the signed-in person's scope, and only when the request
 * carries that same person's token. A read without a token, or with another person's (the
 * next person signing in on a shared phone before the console has told the worker), is never
 * answered from a cache nor stored in one.
 */
export function cacheScopeFor(session: WorkerSession, authorization: string | null): string | null {
  if (!session.scope) return null;
  const userId = session.scope.slice(0, session.scope.indexOf(':'));
  return userId && tokenSubject(authorization) === userId ? session.scope : null;
}

/** A page's cache key: its path, without the query (lists keep their state in it). */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
