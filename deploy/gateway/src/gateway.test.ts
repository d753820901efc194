import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './gateway';
import { publishHost, publishRemote, readManifest } from './publish';

let root: string;
let app: FastifyInstance;

async function writeFiles(dir: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), content);
  }
}

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'maziwa-gateway-'));
  await writeFiles(path.join(root, 'host-dist'), {
    'index.html':
      '<!doctype html><html><head><title>Maziwa</title><link rel="stylesheet" href="/123.abcdef12.css"></head><body><div id="root"></div></body></html>',
    '123.abcdef12.css': '.frame{color:teal}\n/*# sourceMappingURL=123.abcdef12.css.map*/',
    'main.js': 'console.log("host")',
    'sw.js': 'self.addEventListener("fetch", () => undefined)',
    '123.abcdef12.js': 'chunk',
    'first-frame.html': '<!-- why it is there -->\n<main>\n  <h1>{{heading}}</h1>\n</main>\n',
  });
  const logisticsPages = JSON.stringify({
    groups: [{ id: 'logistics-management', label: 'Logistics Management', icon: 'logistics', order: 70 }],
    pages: [
      {
        path: '/logistics-management/driver-management',
        permission: 'user_roles:read',
        menu: { label: 'Driver Management', order: 10, group: 'logistics-management' },
      },
      { path: '/driver/:id/edit', permission: 'user_roles:update' },
    ],
  });
  const federationManifest = (version: number) =>
    JSON.stringify({
      v: version,
      exposes: [
        {
          name: 'routes',
          assets: {
            js: { sync: ['__federation_expose_routes.0badc0de.js'], async: ['1.12345678.js'] },
            css: { sync: [] },
          },
        },
      ],
    });
  // Each declared page's own chunk files, as the build writes them (shared/tooling/webpack/page-chunks.cjs).
  const pageChunks = JSON.stringify({
    '/logistics-management/driver-management': [
      'logistics-management-driver-management.aaaa1111.css',
      'logistics-management-driver-management.bbbb2222.js',
    ],
    '/driver/:id/edit': ['driver-id-edit.cccc3333.js'],
  });
  await writeFiles(path.join(root, 'logistics-v1'), {
    'mf-manifest.json': federationManifest(1),
    'remoteEntry.js': 'v1',
    'pages.json': logisticsPages,
    'page-chunks.json': pageChunks,
  });
  await writeFiles(path.join(root, 'logistics-v2'), {
    'mf-manifest.json': federationManifest(2),
    'remoteEntry.js': 'v2',
    'pages.json': logisticsPages,
  });
  await writeFiles(path.join(root, 'quality-v1'), {
    'mf-manifest.json': '{"q":1}',
    'remoteEntry.js': 'q1',
    'pages.json': '{"pages":[]}',
  });
  await writeFiles(path.join(root, 'quality-undeclared'), { 'mf-manifest.json': '{"q":2}', 'remoteEntry.js': 'q2' });

  const deployDir = path.join(root, 'deploy');
  await publishHost(deployDir, path.join(root, 'host-dist'));
  await publishRemote(deployDir, 'logistics', path.join(root, 'logistics-v1'));
  await publishRemote(deployDir, 'quality', path.join(root, 'quality-v1'));
  app = await buildGateway({
    deployDir,
    runtimeConfig: { googleMapsApiKey: 'test-key' },
    mountApi: async (gateway) => {
      gateway.get('/api/ping', async () => ({ pong: true }));
    },
  });
});

afterAll(async () => {
  await app.close();
  await fs.rm(root, { recursive: true, force: true });
});

describe('gateway', () => {
  it('serves the host at / and index.html for deep links, never cached', async () => {
    for (const url of ['/', '/logistics-management/driver-management']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches content-hashed chunks for ever and entry files not at all', async () => {
    expect((await app.inject('/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
    expect((await app.inject('/main.js')).headers['cache-control']).toBe('no-cache');
  });

  it('serves the offline service worker from the root (its scope is the whole console), never cached', async () => {
    const response = await app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    // Revalidated on every check, so a new deploy's worker is found at once.
    expect(response.headers['cache-control']).toBe('no-cache');
    // A worker at the root needs no Service-Worker-Allowed to control every page.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    // The policy lets the console register a worker of its own origin.
    expect(String(response.headers['content-security-policy'])).toContain("worker-src 'self'");
  });

  it('publishes the manifest and each remote under its own versioned path', async () => {
    const manifest = (await app.inject('/remotes.json')).json();
    const logistics = manifest.remotes.find((r: { name: string }) => r.name === 'logistics');
    expect(logistics.entry).toMatch(/^\/remotes\/logistics\/[0-9a-f]{12}\/mf-manifest\.json$/);
    const file = await app.inject(logistics.entry);
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ v: 1 });
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('copies the pages and menu a remote declares into its manifest line, and refuses a build that declares none', async () => {
    const logistics = (await app.inject('/remotes.json'))
      .json()
      .remotes.find((r: { name: string }) => r.name === 'logistics');
    expect(logistics.groups).toEqual([
      { id: 'logistics-management', label: 'Logistics Management', icon: 'logistics', order: 70 },
    ]);
    expect(logistics.pages.map((page: { path: string }) => page.path)).toEqual([
      '/logistics-management/driver-management',
      '/driver/:id/edit',
    ]);
    await expect(
      publishRemote(path.join(root, 'deploy'), 'quality', path.join(root, 'quality-undeclared')),
    ).rejects.toThrow(/pages\.json is missing or not JSON: the quality remote must declare its pages/);
  });

  it("names the files of the page's remote and of the page itself in the page, so they download with the shell", async () => {
    const page = await app.inject({ url: '/logistics-management/driver-management', headers: { accept: 'text/html' } });
    const entry = (await app.inject('/remotes.json'))
      .json()
      .remotes.find((r: { name: string }) => r.name === 'logistics').entry;
    const base = entry.replace('mf-manifest.json', '');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${entry}">` +
        `<link rel="preload" as="script" fetchpriority="low" href="${base}remoteEntry.js">` +
        `<link rel="preload" as="script" fetchpriority="low" href="${base}__federation_expose_routes.0badc0de.js">` +
        `<link rel="preload" as="style" href="${base}logistics-management-driver-management.aaaa1111.css">` +
        `<link rel="preload" as="script" fetchpriority="low" href="${base}logistics-management-driver-management.bbbb2222.js"></head>`,
    );
    // The shell's first frame, named after the page, drawn before any script, with the shell's
    // styles in the page (under the address the style loader looks for).
    expect(page.body).toContain('<body><div id="root"><main><h1>Driver Management</h1></main></div></body>');
    expect(page.body).toContain('<title>Maziwa</title><style data-href="/123.abcdef12.css">.frame{color:teal}</style>');
    const compressed = await app.inject({
      url: '/logistics-management/driver-management',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(page.body);
    // Not the remote's other pages, nor its other lazy chunks.
    expect(page.body).not.toContain('1.12345678.js');
    expect(page.body).not.toContain('driver-id-edit');
    // Pages no remote declares word for word (the start page, a record's page) get none.
    for (const url of ['/', '/driver/d-1/edit', '/nowhere']) {
      const other = (await app.inject({ url, headers: { accept: 'text/html' } })).body;
      expect(other).not.toContain('rel="preload"');
      expect(other).toContain('<div id="root"></div>');
      expect(other).toContain('<link rel="stylesheet" href="/123.abcdef12.css">');
    }
    expect(
      (await app.inject({ url: '/logistics-management/../remotes.json', headers: { accept: 'text/html' } })).body,
    ).not.toContain('rel="preload"');
    // Publishing wrote the page as a file, which nginx serves as it is; none for a record's page.
    const pagesDir = path.join(root, 'deploy', 'pages');
    expect(await fs.readFile(path.join(pagesDir, 'logistics-management', 'driver-management.html'), 'utf8')).toBe(
      page.body,
    );
    expect((await fs.readdir(pagesDir, { recursive: true })).sort()).toEqual([
      'logistics-management',
      'logistics-management/driver-management.html',
      'logistics-management/driver-management.html.br',
      'logistics-management/driver-management.html.gz',
    ]);
  });

  it('redeploys one remote by changing only its manifest line', async () => {
    const deployDir = path.join(root, 'deploy');
    const before = await readManifest(deployDir);
    await publishRemote(deployDir, 'logistics', path.join(root, 'logistics-v2'));
    const after = (await app.inject('/remotes.json')).json();
    const line = (m: { remotes: Array<{ name: string; entry: string }> }, name: string) =>
      m.remotes.find((r) => r.name === name)?.entry;
    expect(line(after, 'logistics')).not.toBe(line(before, 'logistics'));
    expect(line(after, 'quality')).toBe(line(before, 'quality'));
    expect((await app.inject(line(after, 'logistics')!)).json()).toMatchObject({ v: 2 });
    // The previous version stays online for tabs that still use it.
    expect((await app.inject(line(before, 'logistics')!)).statusCode).toBe(200);
    // The page now names the new version's files.
    const page = (
      await app.inject({ url: '/logistics-management/driver-management', headers: { accept: 'text/html' } })
    ).body;
    expect(page).toContain(`href="${line(after, 'logistics')}"`);
    expect(page).not.toContain(line(before, 'logistics'));
    // ...compressed too: a changed page's copies are made again, not kept from the last publish.
    for (const [encoding, decompress] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const sent = await app.inject({
        url: '/logistics-management/driver-management',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      expect(sent.headers['content-encoding']).toBe(encoding);
      expect(decompress(sent.rawPayload).toString()).toBe(page);
    }
  });

  it('serves index.html rather than a page file naming another version than the manifest (a line restored by hand)', async () => {
    const deployDir = path.join(root, 'deploy');
    const current = await readManifest(deployDir);
    const restored = {
      remotes: current.remotes.map((line) =>
        line.name === 'logistics' ? { ...line, entry: '/remotes/logistics/000000000000/mf-manifest.json' } : line,
      ),
    };
    await fs.writeFile(path.join(deployDir, 'remotes.json'), JSON.stringify(restored));
    try {
      const page = (
        await app.inject({ url: '/logistics-management/driver-management', headers: { accept: 'text/html' } })
      ).body;
      expect(page).toContain('<div id="root">');
      expect(page).not.toContain('rel="preload"');
    } finally {
      await fs.writeFile(path.join(deployDir, 'remotes.json'), JSON.stringify(current));
    }
  });

  it('writes the pages again from the new shell when the shell is published', async () => {
    const deployDir = path.join(root, 'deploy');
    await writeFiles(path.join(root, 'host-dist-2'), {
      'index.html':
        '<!doctype html><html><head><title>Maziwa, next</title></head><body><div id="root"></div></body></html>',
      'main.js': 'console.log("host, next")',
      '123.abcdef12.js': 'chunk',
    });
    await publishHost(deployDir, path.join(root, 'host-dist-2'));
    const page = (
      await app.inject({ url: '/logistics-management/driver-management', headers: { accept: 'text/html' } })
    ).body;
    expect(page).toContain('<title>Maziwa, next</title>');
    expect(page).toContain('rel="preload" as="fetch"');
  });

  it('serves the runtime config and the API under /api', async () => {
    expect((await app.inject('/config.json')).json()).toEqual({ apiBaseUrl: '/api', googleMapsApiKey: 'test-key' });
    expect((await app.inject('/api/ping')).json()).toEqual({ pong: true });
  });

  it('answers unknown files and API paths with a JSON 404, not the page', async () => {
    const missing = await app.inject({ url: '/remotes/nope/remoteEntry.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().statusCode).toBe(404);
  });
});

describe('security headers', () => {
  const directives = (csp: unknown) =>
    Object.fromEntries(
      String(csp)
        .split(';')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );

  it('puts the console policy, nosniff, no framing and a referrer policy on every answer', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/', headers: { accept: 'text/html' } }),
      app.inject('/main.js'),
      app.inject('/config.json'),
      app.inject('/remotes.json'),
      app.inject('/api/ping'),
      app.inject({ url: '/remotes/nope/x.js', headers: { accept: '*/*' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 404]);
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      const csp = directives(headers['content-security-policy']);
      expect(csp).toMatchObject({
        'default-src': ["'self'"],
        'connect-src': expect.arrayContaining(["'self'"]),
        'img-src': expect.arrayContaining(["'self'", 'data:', 'blob:']),
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
    }
  });

  it('allows Google Maps origins only when a key is configured', async () => {
    const withKey = directives((await app.inject('/config.json')).headers['content-security-policy']);
    expect(withKey['script-src']).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.ggpht.com',
      'https://*.googleusercontent.com',
    ]);
    expect(withKey['style-src']).toContain('https://fonts.googleapis.com');
    expect(withKey['img-src']).toEqual(expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']));
    expect(withKey['connect-src']).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.google.com',
      'https://*.gstatic.com',
    ]);
    expect(withKey['frame-src']).toEqual(["'self'", 'https://*.google.com']);

    const noMaps = await buildGateway({ deployDir: path.join(root, 'deploy'), mountApi: async () => undefined });
    const noKey = await noMaps.inject('/config.json');
    await noMaps.close();
    expect(noKey.json()).toEqual({ apiBaseUrl: '/api' });
    const csp = String(noKey.headers['content-security-policy']);
    expect(csp).not.toMatch(/google|gstatic|ggpht/);
    expect(directives(csp)['script-src']).toEqual(["'self'"]);
    expect(directives(csp)).not.toHaveProperty('frame-src');
  });
});
