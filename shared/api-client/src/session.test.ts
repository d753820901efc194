import type { CurrentUser } from '@maziwa/contracts';
import { installFakeApi, jsonResponse, signedInUser, type FakeApi } from './testing';
import { LOGIN_MESSAGES, useSession } from './session';
import { TOKEN_STORAGE_KEY } from './token-storage';
import { locationsApi, reportsApi } from './endpoints';
import { ApiError } from './api-error';
import { startSessionCheck } from './early-session';
import { resetConnectivity } from './connectivity';

const user: CurrentUser = { ...signedInUser, permissions: ['users:read'] };

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'loading', user: null, orgId: null, offline: false });
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  // A call that got no answer starts the reachability poll: stopped between tests.
  resetConnectivity();
});

describe('session', () => {
  it('signs in with a multipart form, stores the token and scopes to the first organisation', async () => {
    let sent: FormData | undefined;
    api.on({
      'POST /token': async (req) => {
        sent = await req.formData();
        return { access_token: 'tok-1', token_type: 'bearer', expires_in: 3600 };
      },
      'GET /users/me': (req) => (req.headers.get('authorization') === 'Bearer tok-1' ? user : jsonResponse({}, 401)),
    });
    await useSession.getState().login('admin@maziwa.test', 'Maziwa-2026');
    expect(sent?.get('username')).toBe('admin@maziwa.test');
    expect(sent?.get('password')).toBe('Maziwa-2026');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', orgId: 'org-1' });
  });

  it('says Authentication failed for wrong credentials and keeps no token', async () => {
    api.on({ 'POST /token': () => jsonResponse({ message: 'Incorrect email or password' }, 401) });
    await expect(useSession.getState().login('a@b.c', 'bad')).rejects.toThrow(LOGIN_MESSAGES.authentication);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('rejects a login without a token or without user data (the sign-in messages)', async () => {
    api.on({ 'POST /token': () => ({}) });
    await expect(useSession.getState().login('a@b.c', 'x')).rejects.toThrow('No access token received');
    api.on({ 'POST /token': () => ({ access_token: 't' }), 'GET /users/me': () => ({ id: 'u1' }) });
    await expect(useSession.getState().login('a@b.c', 'x')).rejects.toThrow('Missing required user data');
    expect(useSession.getState().user).toBeNull();
  });

  it('says Login failed. Please try again. when the server fails', async () => {
    api.on({ 'POST /token': () => jsonResponse({ message: 'boom' }, 503) });
    await expect(useSession.getState().login('a@b.c', 'x')).rejects.toThrow('Login failed. Please try again.');
  });

  it('starts anonymous without a token and authenticated with a valid one', async () => {
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('anonymous');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({ 'GET /users/me': () => user });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('authenticated');
  });

  it('keeps the token when the start-up check gets no verdict on it, and drops one the API refuses', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    // The page reloaded mid-check, or the network dropped: the fetch itself fails.
    api.on({ 'GET /users/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');

    api.on({ 'GET /users/me': () => jsonResponse({ message: 'Restarting' }, 503) });
    await useSession.getState().init();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');

    api.on({ 'GET /users/me': () => user });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('authenticated');

    api.on({ 'GET /users/me': () => jsonResponse({ message: 'Token revoked' }, 401) });
    await useSession.getState().init();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('clears the session when any call answers 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'old');
    useSession.setState({ status: 'authenticated', user, orgId: 'org-1' });
    api.on({ 'GET /locations': () => jsonResponse({ message: 'Token expired' }, 401) });
    await expect(locationsApi.list({ org_id: 'org-1' })).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('logs out on the API and locally', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    useSession.setState({ status: 'authenticated', user, orgId: 'org-1' });
    api.on({ 'POST /logout': () => undefined });
    await useSession.getState().logout();
    expect(api.calls).toContain('POST /logout');
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('requests', () => {
  it('sends query parameters, drops empty ones, and surfaces API field errors', async () => {
    let query = '';
    api.on({
      'GET /reports/driver-management': (req) => {
        query = req.query.toString();
        return jsonResponse(
          { statusCode: 400, error: 'Bad Request', message: 'limit must be >= 1', fields: { limit: 'must be >= 1' } },
          400,
        );
      },
    });
    const failure = await reportsApi.driverManagement({ organization_id: 'org-1', limit: 0, q: '' }).catch((e) => e);
    expect(query).toBe('organization_id=org-1&limit=0');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.message).toBe('limit must be >= 1');
    expect(failure.fields).toEqual({ limit: 'must be >= 1' });
  });
});

// The session check the host's entry file starts (early-session.ts), read by init().
const config = (body: unknown, status = 200) => Promise.resolve(jsonResponse(body, status));

describe('the session check the entry file starts', () => {
  it('asks nothing when no one is signed in', async () => {
    await expect(startSessionCheck(config({ apiBaseUrl: '/api' }))).resolves.toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('asks the API the config names, with the stored token, and the store signs in from that answer without asking again', async () => {
    api.restore();
    api = installFakeApi({}, '/v1');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({
      'GET /users/me': (request) =>
        request.headers.get('authorization') === 'Bearer tok-1' ? user : jsonResponse({}, 401),
    });
    const started = startSessionCheck(config({ apiBaseUrl: '/v1' }));
    await useSession.getState().init(started);
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', orgId: 'org-1' });
    expect(api.calls).toEqual(['GET /users/me']);
  });

  it('a check the API refuses drops the token; one that got no answer is asked again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({ 'GET /users/me': () => jsonResponse({ message: 'Token revoked' }, 401) });
    await useSession.getState().init(startSessionCheck(config({ apiBaseUrl: '/api' })));
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.calls).toEqual(['GET /users/me']);

    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-2');
    api.on({ 'GET /users/me': () => user });
    await useSession.getState().init(Promise.reject(new TypeError('Failed to fetch')));
    expect(useSession.getState().status).toBe('authenticated');
    expect(api.calls).toEqual(['GET /users/me', 'GET /users/me']);
  });

  it('uses /api when the config cannot be read', async () => {
    api.on({ 'GET /users/me': () => user });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    const response = await startSessionCheck(config('not found', 404));
    expect(await response?.json()).toMatchObject({ id: user.id });
    expect(api.calls).toEqual(['GET /users/me']);
  });
});
