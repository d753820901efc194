import { OFFLINE_COPY_HEADER as PAGE_OFFLINE_COPY_HEADER } from '@maziwa/api-client';
import {
  API_READS_KEPT,
  apiCacheName,
  cacheScopeFor,
  isSessionMessage,
  OFFLINE_COPY_HEADER,
  pageCacheKey,
  requestKind,
  SESSION_MESSAGE,
  sessionScope,
  tokenSubject,
} from './rules';

const ORIGIN = 'https://console.example';
const API = `${ORIGIN}/api/`;
const get = (accept = '*/*', mode = 'cors') => ({ method: 'GET', mode, headers: new Headers({ accept }) });
const kind = (url: string, request = get(), apiBase = API) =>
  requestKind(request, new URL(url, ORIGIN), ORIGIN, apiBase);

/** A token as the API issues it (HS256 JWT); the worker reads its `sub`, never checks it. */
function token(sub: string): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub, jti: 'j', ver: 0, exp: 2_000_000_000 })}.signature`;
}

const ALICE = '6f1f3c52-0b7e-4c61-9a4f-1c2d3e4f5a6b';
const BOB = '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';

describe('which rule serves a request', () => {
  it('pages: navigations to a path without an extension, and the page the console asks to keep', () => {
    expect(kind('/milk-collections/intake', get('text/html', 'navigate'))).toBe('page');
    expect(kind('/', get('text/html', 'navigate'))).toBe('page');
    expect(kind('/farmers/farmers-profiles?page=2', get('text/html,application/xhtml+xml'))).toBe('page');
    expect(kind('/main.js', get('text/html', 'navigate'))).not.toBe('page');
  });

  it('the shell’s unhashed files, network first; hashed files and remote versions’ files, cache first', () => {
    expect(kind('/main.js')).toBe('shell-file');
    expect(kind('/remotes.json')).toBe('shell-file');
    expect(kind('/config.json')).toBe('shell-file');
    expect(kind('/262.811b613f.js')).toBe('immutable-file');
    expect(kind('/771.cc356c9f.css')).toBe('immutable-file');
    expect(kind('/remotes/collection/0123456789ab/641.0a1b2c3d.js')).toBe('immutable-file');
    expect(kind('/remotes/collection/0123456789ab/pages.json')).toBe('immutable-file');
    expect(kind('https://elsewhere.example/262.811b613f.js')).toBe('other');
    expect(kind('/sw.js')).toBe('other');
  });

  it('a remote’s entry and manifest: network first (never precached, never cache first)', () => {
    expect(kind('/remotes/collection/0123456789ab/remoteEntry.js')).toBe('remote-entry');
    expect(kind('/remotes/collection/0123456789ab/mf-manifest.json')).toBe('remote-entry');
  });

  it('API reads of the allow-list only, under the API base wherever it is; nothing else of the API, and no write', () => {
    for (const path of API_READS_KEPT) expect(kind(`/api/${path}?org_id=o1`)).toBe('api-read');
    expect(kind('/api/collections/intake-farmers?location_id=l1&org_id=o1')).toBe('api-read');
    expect(kind('/api/users')).toBe('other');
    expect(kind('/api/payments?org_id=o1')).toBe('other');
    expect(kind('/api/healthz')).toBe('other');
    expect(kind('/api/collections/intake-farmers', get('text/html', 'navigate'))).toBe('other');
    expect(
      requestKind({ method: 'POST', headers: new Headers() }, new URL('/api/collections', ORIGIN), ORIGIN, API),
    ).toBe('other');
    expect(kind('https://api.example/v1/users/me', get(), 'https://api.example/v1/')).toBe('api-read');
    expect(kind('/api/users/me', get(), 'https://api.example/v1/')).toBe('other');
  });
});

describe('whose reads a request may use', () => {
  const signedIn = { scope: sessionScope(ALICE, 'org-1'), apiBase: API };

  it('reads the person from the bearer token', () => {
    expect(tokenSubject(token(ALICE))).toBe(ALICE);
    expect(tokenSubject(null)).toBeNull();
    expect(tokenSubject('Bearer not-a-jwt')).toBeNull();
    expect(tokenSubject('Basic abc')).toBeNull();
  });

  it('the signed-in person’s own cache, only with their own token', () => {
    expect(cacheScopeFor(signedIn, token(ALICE))).toBe(`${ALICE}:org-1`);
    // The next person on a shared phone, before the console told the worker: never Alice's copies.
    expect(cacheScopeFor(signedIn, token(BOB))).toBeNull();
    expect(cacheScopeFor(signedIn, null)).toBeNull();
    // Signed out: nobody's.
    expect(cacheScopeFor({ scope: null, apiBase: API }, token(ALICE))).toBeNull();
  });

  it('a cache per person and organisation', () => {
    expect(apiCacheName(sessionScope(ALICE, 'org-1'))).not.toBe(apiCacheName(sessionScope(ALICE, 'org-2')));
    expect(apiCacheName(sessionScope(ALICE, 'org-1'))).not.toBe(apiCacheName(sessionScope(BOB, 'org-1')));
  });

  it('takes only well-formed session messages', () => {
    expect(isSessionMessage({ type: SESSION_MESSAGE, scope: 'a:b', apiBase: API })).toBe(true);
    expect(isSessionMessage({ type: SESSION_MESSAGE, scope: null, apiBase: API })).toBe(true);
    expect(isSessionMessage({ type: SESSION_MESSAGE, scope: 1, apiBase: API })).toBe(false);
    expect(isSessionMessage({ type: 'CACHE_URLS' })).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
  });
});

it('keeps a page under its path, whatever its query', () => {
  expect(pageCacheKey(`${ORIGIN}/payroll/rates?page=3`)).toBe(`${ORIGIN}/payroll/rates`);
});

it('marks its offline copies with the header the api client reads', () => {
  expect(OFFLINE_COPY_HEADER).toBe(PAGE_OFFLINE_COPY_HEADER);
});
