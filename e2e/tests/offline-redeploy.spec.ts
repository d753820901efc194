import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR, REPO_ROOT } from '../console-under-test';
import { openSignedIn } from './helpers';

// Issue 33: the console's service worker keeps each remote's entry and manifest, but asks the
// network first, so a remote deployed alone wins on the next load, without the host changing.
// It publishes into the gateway's deploy directory (left out of the stack run, as
// live-redeploy.spec.ts).
test.use({ serviceWorkers: 'allow' });

const MANIFEST = path.join(DEPLOY_DIR, 'remotes.json');
const PAGE = '/logistics-management/driver-management';
const HEADING = 'Driver Management';

type ManifestLine = { name: string; entry: string };
const entryOf = (): string =>
  (JSON.parse(readFileSync(MANIFEST, 'utf8')) as { remotes: ManifestLine[] }).remotes.find(
    (line) => line.name === 'logistics',
  )!.entry;

function publish(args: string[]) {
  execFileSync('node', ['deploy/gateway/dist/publish-cli.js', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, MAZIWA_DEPLOY_DIR: DEPLOY_DIR },
    stdio: 'pipe',
  });
}

/** Publishes the live logistics version again as a new one (its entry file changed by a comment). */
function shipNextLogistics(): void {
  const live = path.join(DEPLOY_DIR, path.dirname(new URL(entryOf(), 'http://x').pathname));
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'maziwa-logistics-next-')), 'dist');
  try {
    cpSync(live, dist, { recursive: true });
    appendFileSync(path.join(dist, 'remoteEntry.js'), '\n// the next version\n');
    rmSync(path.join(dist, 'remoteEntry.js.gz'), { force: true });
    rmSync(path.join(dist, 'remoteEntry.js.br'), { force: true });
    publish(['logistics', '--dist', dist]);
  } finally {
    rmSync(path.dirname(dist), { recursive: true, force: true });
  }
}

/** The entry the federation runtime has registered for the logistics remote (from remotes.json). */
function registeredEntry(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    type Instance = { options: { remotes: Array<{ name: string; entry?: string }> } };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const entry = federation?.__INSTANCES__?.[0]?.options.remotes.find((remote) => remote.name === 'logistics')?.entry;
    return entry && new URL(entry, location.href).toString();
  });
}

let original: string;
test.beforeEach(() => {
  original = readFileSync(MANIFEST, 'utf8');
});
test.afterEach(() => {
  writeFileSync(`${MANIFEST}.restore`, original);
  renameSync(`${MANIFEST}.restore`, MANIFEST);
  publish(['pages']);
});

test('a remote deployed alone wins on the next load, though the worker kept the last version', async ({ page }) => {
  await openSignedIn(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  const before = entryOf();
  // The worker controls the page and keeps this version's manifest for offline loads.
  await expect
    .poll(() =>
      page.evaluate(async (entry) => {
        if (!navigator.serviceWorker.controller) return false;
        const kept = await (await caches.open('maziwa-remote-entries')).keys();
        return kept.some((request) => request.url.endsWith(entry));
      }, before),
    )
    .toBe(true);

  expect(await registeredEntry(page)).toBe(new URL(before, page.url()).toString());

  shipNextLogistics();
  const next = entryOf();
  expect(next).not.toBe(before);

  // The next load: the console registers the remote from the new line of remotes.json (asked of
  // the network first), not from the copy the worker kept.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect.poll(() => registeredEntry(page)).toBe(new URL(next, page.url()).toString());
});
