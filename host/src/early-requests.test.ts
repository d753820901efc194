import { loadRuntimeConfig, getRuntimeConfig } from '@maziwa/api-client';
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
    await expect(loadRuntimeConfig(undefined, offline)).resolves.toMatchObject({ apiBaseUrl: 'https://api.example.test' });
  });

  it('the entry file starts both requests at once, marked handled (an offline start logs nothing)', async () => {
    fetchSpy.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { earlyRequests } = await import('./early-requests');
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/remotes.json', '/config.json']);
    await expect(earlyRequests.manifest).rejects.toThrow('Failed to fetch');
  });
});
