import { expect, test } from '@playwright/test';
import { openSignedIn } from './helpers';

// index.html lists the shell's first files as <link rel="preload"> (shared/tooling/webpack/
// preload-start-files.cjs), so the browser fetches them beside main.js instead of a round
// trip later. A preload of another copy of a library than the one the federation runtime
// then fetches (webpack may emit a shared library twice, under two chunk ids) would cost a
// phone those bytes twice: every preloaded file must be fetched once, and no two files the
// page fetches may hold the same chunk.

/** A host chunk file: `/<id>.<hash>.js`; its body starts by pushing the chunk ids it holds. */
const CHUNK_FILE = /^\/\d+\.[0-9a-f]{8}\.js$/;
const PUSHED_IDS = /\.push\(\[\[([\d,]+)\]/;

test('the shell preloads the files its first screen uses, each fetched once, no chunk twice', async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get('/dashboard', { headers: { accept: 'text/html' } })).text();
  // Scripts as preloads, styles as stylesheets (they style the page's first frame).
  // Scripts at low priority: the page's first frame does not wait for them.
  const preloaded = [
    ...html.matchAll(/<link rel="(?:preload" as="script" fetchpriority="low|stylesheet)" href="([^"]+)"/g),
  ].map((match) => match[1]);
  // React, React DOM, the router, the kit, the session store, the shell: a dozen files or more.
  expect(preloaded.length).toBeGreaterThanOrEqual(10);

  const fetched: string[] = [];
  const chunkIds: Array<Promise<[string, string[]]>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL!).origin) return;
    fetched.push(url.pathname);
    if (CHUNK_FILE.test(url.pathname)) {
      chunkIds.push(response.text().then((body) => [url.pathname, PUSHED_IDS.exec(body)?.[1].split(',') ?? []]));
    }
  });
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  for (const file of preloaded) {
    expect
      .soft(
        fetched.filter((path) => path === file),
        `${file}: fetched once`,
      )
      .toHaveLength(1);
  }
  const holders = new Map<string, string[]>();
  for (const [file, ids] of await Promise.all(chunkIds)) {
    for (const id of ids) holders.set(id, [...(holders.get(id) ?? []), file]);
  }
  const twice = [...holders]
    .filter(([, files]) => new Set(files).size > 1)
    .map(([id, files]) => `chunk ${id} in ${files.join(' and ')}`);
  expect(twice).toEqual([]);
});

// The gateway names, in the page, the files of the remote that serves it (its federation
// manifest, entry and routes module, and the page's own chunk: deploy/gateway/src/page-preloads.ts), so a first page
// does not wait for /remotes.json and then for each of them in turn. Each must be the very
// request the federation runtime makes (same URL, same mode), or the phone fetches it twice.
test("a page opened by its address preloads its remote's files, each fetched once", async ({
  page,
  request,
  baseURL,
}) => {
  await openSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const path = '/farmers/farmers-profiles';
  const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const remoteFiles = [
    ...html.matchAll(
      /<link rel="preload" as="(?:fetch|script|style)"(?: crossorigin="anonymous"| fetchpriority="low")? href="(\/remotes\/[^"]+)"/g,
    ),
  ].map((match) => match[1]);
  expect(remoteFiles.slice(0, 3)).toEqual([
    expect.stringMatching(/^\/remotes\/farmers\/[0-9a-f]{12}\/mf-manifest\.json$/),
    expect.stringMatching(/^\/remotes\/farmers\/[0-9a-f]{12}\/remoteEntry\.js$/),
    expect.stringMatching(/^\/remotes\/farmers\/[0-9a-f]{12}\/__federation_expose_routes\.[0-9a-f]{8}\.js$/),
  ]);
  // Then the page's own chunk (named after its path by the remote's routes.tsx), and only its.
  expect(remoteFiles.slice(3)).toContainEqual(
    expect.stringMatching(/^\/remotes\/farmers\/[0-9a-f]{12}\/farmers-farmers-profiles\.[0-9a-f]{8}\.js$/),
  );
  expect(
    remoteFiles.slice(3).filter((file) => !/\/(farmers-farmers-profiles|\d+)\.[0-9a-f]{8}\.(js|css)$/.test(file)),
  ).toEqual([]);

  const fetched: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === new URL(baseURL!).origin) fetched.push(url.pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Farmer Profiles' })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByRole('grid'))).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const file of remoteFiles) {
    expect
      .soft(
        fetched.filter((fetchedPath) => fetchedPath === file),
        `${file}: fetched once`,
      )
      .toHaveLength(1);
  }
});
