import type { CurrentUser } from '@maziwa/contracts';
import { startSessionCheck } from './early-session';
import { useSession } from './session';
import { installFakeApi, jsonResponse, signedInUser, type FakeApi } from './testing';
import { TOKEN_STORAGE_KEY } from './token-storage';

const user: CurrentUser = { ...signedInUser, permissions: ['users:read'] };
const config = (body: unknown, status = 200) => Promise.resolve(jsonResponse(body, status));

let api: FakeApi;
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ status: 'loading', user: null, orgId: null });
  api = installFakeApi();
});
afterEach(() => api.restore());

describe('the session check the entry file starts', () => {
  it('asks nothing when no one is signed in', async () => {
    await expect(startSessionCheck(config({ apiBaseUrl: '/api' }))).resolves.toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it("asks the API the config names, with the stored token, and the store signs in from that answer without asking again", async () => {
    api.restore();
    api = installFakeApi({}, '/v1');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    api.on({ 'GET /users/me': (request) => (request.headers.get('authorization') === 'Bearer tok-1' ? user : jsonResponse({}, 401)) });
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
