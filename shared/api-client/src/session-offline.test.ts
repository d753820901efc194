import type { CurrentUser } from '@maziwa/contracts';
import { installFakeApi, jsonResponse, signedInUser, type FakeApi } from './testing';
import { OFFLINE_SESSION_MS, useSession } from './session';
import { SESSION_SNAPSHOT_KEY, TOKEN_STORAGE_KEY, readSessionSnapshot, tokenIssuedAt } from './token-storage';
import { OFFLINE_COPY_HEADER, REACHABILITY_POLL_MS, resetConnectivity, useConnectivity } from './connectivity';
import { startSessionCheck } from './early-session';
import { locationsApi } from './endpoints';

// A session that was signed in when the network went stays usable offline, through a browser
// restart, for the shift (issue 33); a 401 once the API answers still signs out.

const user: CurrentUser = { ...signedInUser, permissions: ['collections:create', 'collections:read'] };
const HOUR = 60 * 60 * 1000;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'loading', user: null, orgId: null, offline: false });
  resetConnectivity();
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  resetConnectivity();
  jest.useRealTimers();
});

/** Signs in online, as on the first visit. */
async function signInOnline() {
  api.on({
    'POST /token': () => ({ access_token: 'tok-1', token_type: 'bearer', expires_in: 3600 }),
    'GET /users/me': () => user,
  });
  await useSession.getState().login('qa@maziwa.test', 'Maziwa-2026');
}

/** Lets the confirmation the API's return started finish. */
const flush = () => jest.advanceTimersByTimeAsync(0);

/** A browser restart: the store starts again from what is on the phone. */
function restart() {
  useSession.setState({ status: 'loading', user: null, orgId: null, offline: false });
}

describe('the session without the API', () => {
  it('keeps the person the API confirmed, with the token, and drops them with it', async () => {
    await signInOnline();
    expect(readSessionSnapshot()).toMatchObject({ user: { id: user.id, permissions: user.permissions } });
    await useSession.getState().logout();
    expect(localStorage.getItem(SESSION_SNAPSHOT_KEY)).toBeNull();
  });

  it('restores the signed-in person, organisation and permissions with no connection, marked offline', async () => {
    await signInOnline();
    restart();
    api.on({ 'GET /users/me': offline });
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      orgId: 'org-1',
      offline: true,
      user: { id: user.id, permissions: user.permissions },
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(useConnectivity.getState().apiReachable).toBe(false);
  });

  it('restores it when a proxy answers for the API (502, 504, a 503 page) or the service worker serves its copy', async () => {
    await signInOnline();
    const answers = [
      () => jsonResponse({ message: 'Bad Gateway' }, 502),
      () => new Response('<html>Gateway Time-out</html>', { status: 504, headers: { 'content-type': 'text/html' } }),
      () => new Response('<html>Service Unavailable</html>', { status: 503, headers: { 'content-type': 'text/html' } }),
      () =>
        new Response(JSON.stringify(user), {
          headers: { 'content-type': 'application/json', [OFFLINE_COPY_HEADER]: '1' },
        }),
    ];
    for (const answer of answers) {
      restart();
      api.on({ 'GET /users/me': answer });
      await useSession.getState().init();
      expect(useSession.getState()).toMatchObject({ status: 'authenticated', offline: true });
    }
  });

  it('restores it from the check the entry file started, when that got no answer', async () => {
    await signInOnline();
    restart();
    api.on({ 'GET /users/me': offline });
    await useSession.getState().init(startSessionCheck(Promise.reject(new TypeError('Failed to fetch'))));
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', offline: true });
  });

  it('lasts a shift: 12 hours from signing in, not longer, even if the page stays open', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-28T05:00:00Z'), doNotFake: ['queueMicrotask'] });
    await signInOnline();
    api.on({ 'GET /users/me': offline });

    jest.setSystemTime(Date.parse('2026-11-28T16:30:00Z'));
    restart();
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', offline: true });
    // Half an hour later the shift is over: the restored session ends (the token stays).
    jest.advanceTimersByTime(OFFLINE_SESSION_MS - 11.5 * HOUR);
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');

    jest.setSystemTime(Date.parse('2026-11-28T17:00:01Z'));
    restart();
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('does not restore a session with no confirmed person, nor after a refusal', async () => {
    // A token without a snapshot (stored before this version): signed out, token kept.
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-old');
    api.on({ 'GET /users/me': offline });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-old');

    // The API answered but failed (its own 500): no verdict on the token, but the API is there.
    await signInOnline();
    restart();
    api.on({ 'GET /users/me': () => jsonResponse({ message: 'boom' }, 500) });
    await useSession.getState().init();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
  });

  it('a 401 once the API answers signs out and forgets the person', async () => {
    await signInOnline();
    restart();
    api.on({ 'GET /users/me': () => jsonResponse({ message: 'Token expired' }, 401) });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_SNAPSHOT_KEY)).toBeNull();
  });

  it('confirms the restored session when the API answers again, or signs out on its 401', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    await signInOnline();
    restart();
    let healthy = false;
    api.on({ 'GET /users/me': offline, 'GET /healthz': () => (healthy ? { status: 'ok' } : offline()) });
    await useSession.getState().init();
    expect(useSession.getState().offline).toBe(true);

    // Still offline at the next poll of /healthz.
    await jest.advanceTimersByTimeAsync(REACHABILITY_POLL_MS);
    expect(useConnectivity.getState().apiReachable).toBe(false);
    expect(api.calls.filter((call) => call === 'GET /healthz')).toHaveLength(1);

    // The API is back: /healthz answers, the session is asked again and confirmed.
    healthy = true;
    api.on({ 'GET /users/me': () => ({ ...user, first_name: 'Akinyi' }) });
    await jest.advanceTimersByTimeAsync(REACHABILITY_POLL_MS);
    expect(useConnectivity.getState().apiReachable).toBe(true);
    await flush();
    expect(useSession.getState()).toMatchObject({
      status: 'authenticated',
      offline: false,
      user: { first_name: 'Akinyi' },
    });
    expect(readSessionSnapshot()?.user.first_name).toBe('Akinyi');

    // Offline again, then back with the token refused.
    restart();
    api.on({ 'GET /users/me': offline });
    await useSession.getState().init();
    expect(useSession.getState().offline).toBe(true);
    api.on({ 'GET /users/me': () => jsonResponse({ message: 'Token revoked' }, 401) });
    await jest.advanceTimersByTimeAsync(REACHABILITY_POLL_MS);
    await flush();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the sign-in time of the first confirmation: the token’s own, else the moment of signing in', () => {
    const payload = btoa(JSON.stringify({ sub: 'u', iat: 1_764_300_000 })).replace(/=+$/, '');
    expect(tokenIssuedAt(`h.${payload}.s`)).toBe(1_764_300_000_000);
    expect(tokenIssuedAt('tok-1')).toBeUndefined();
  });
});

describe('whether the API is reachable', () => {
  it('every API call says so: no answer or a proxy’s 502 is offline, any answer of the API is online', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({ 'GET /locations': offline });
    await expect(locationsApi.list({ org_id: 'org-1' })).rejects.toThrow();
    expect(useConnectivity.getState().apiReachable).toBe(false);

    api.on({ 'GET /locations': () => jsonResponse({ message: 'Not allowed' }, 403) });
    await expect(locationsApi.list({ org_id: 'org-1' })).rejects.toThrow('Not allowed');
    expect(useConnectivity.getState().apiReachable).toBe(true);

    api.on({ 'GET /locations': () => new Response('<html>502</html>', { status: 502 }) });
    await expect(locationsApi.list({ org_id: 'org-1' })).rejects.toThrow();
    expect(useConnectivity.getState().apiReachable).toBe(false);

    // The API's own 503 (busy, JSON with Retry-After) is an answer.
    api.on({ 'GET /locations': () => jsonResponse({ message: 'Maziwa is busy, please try again' }, 503) });
    await expect(locationsApi.list({ org_id: 'org-1' })).rejects.toThrow('busy');
    expect(useConnectivity.getState().apiReachable).toBe(true);
  });
});
