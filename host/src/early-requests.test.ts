import { loadRuntimeConfig, getRuntimeConfig, TOKEN_STORAGE_KEY } from '@maziwa/api-client';
import { manifestEntry, registerRemotesFromManifest } from './federation/manifest';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

describe('requests started before the code that reads them', () => {
  const fetchSpy = jest.fn();
  beforeEach(() => {
    fetchSpy.mockReset();
    globalThis.fetch = fetchSpy as typeof fetch;
  });

  it('the manifest is read from the started request, with no second fetch', async () => {
    const started = json({ remotes: [{ name: 'reports', entry: '/remotes/reports/v9/mf-manifest.json' }] });
    await registerRemotesFromManifest(undefined, started);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(manifestEntry('reports')?.entry).toBe('/remotes/reports/v9/mf-manifest.json');
  });

  it('the config is read from the started request, and a failed one keeps the defaults', async () => {
    await loadRuntimeConfig(undefined, json({ apiBaseUrl: 'https://api.example.test' }));
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.test');
    expect(fetchSpy).not.toHaveBeenCalled();

    const offline = Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig(undefined, offline)).resolves.toMatchObject({
      apiBaseUrl: 'https://api.example.test',
    });
  });

  it('the entry file starts both requests at once, marked handled (an offline start logs nothing)', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { earlyRequests } = await import('./early-requests');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/config.json']);
    await expect(earlyRequests.manifest).rejects.toThrow('Failed to fetch');
    // Signed out (no token): no session check.
    await expect(earlyRequests.session).resolves.toBeUndefined();
  });

  it("with a stored token, the session check follows the config, at the API's address it names", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-1');
    fetchSpy.mockImplementation((url: string) =>
      url === '/config.json' ? json({ apiBaseUrl: 'https://api.example.test/v1' }) : json({}),
    );
    // A fresh entry module: the one above has already started its requests.
    await jest.isolateModulesAsync(async () => {
      await import('./early-requests');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([
      '/remotes.json',
      '/config.json',
      'https://api.example.test/v1/users/me',
    ]);
    expect(fetchSpy.mock.calls[2][1].headers).toEqual({ Authorization: 'Bearer tok-1' });
    localStorage.clear();
  });
});
