import { TOKEN_STORAGE_KEY } from '@maziwa/api-client';
import { loadRemoteModule } from './load-remote-module';
import { registerFakeManifest } from '../testing/fake-remotes';
import { preloadRemoteOf } from './preload-remote';

jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn(() => Promise.resolve()) }));
const load = jest.mocked(loadRemoteModule);

beforeAll(registerFakeManifest);

afterEach(() => {
  load.mockClear();
  localStorage.clear();
});

describe('preloadRemoteOf', () => {
  it('fetches the remote owning the page being opened when someone is signed in', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    preloadRemoteOf('/dashboard');
    preloadRemoteOf('/logistics-management/driver-management/');
    expect(load.mock.calls).toEqual([['reports'], ['logistics']]);
  });

  it('fetches nothing for a visitor without a token (they are sent to sign in)', () => {
    preloadRemoteOf('/dashboard');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches nothing for a page no remote owns', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    preloadRemoteOf('/settings');
    preloadRemoteOf('/');
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed load: the page area retries and explains it when shown', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    load.mockImplementationOnce(() => Promise.reject(new Error('down')));
    expect(() => preloadRemoteOf('/dashboard')).not.toThrow();
    await Promise.resolve();
  });
});
