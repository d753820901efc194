import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEPLOY_DIR, REPO_ROOT } from '../console-under-test';
import { clickSidebarLink, openSignedIn, sidebar } from './helpers';

// A remote's team ships alone (issue 13): a new version of the payroll remote, with a page and
// a sidebar entry the console has never heard of and built against a newer minor of the kit,
// goes live by its line of remotes.json, with the host's files untouched; restoring the line
// rolls it back. A version built for another major of the kit is refused, visibly. The next
// versions are real builds of remotes/payroll/fixtures/next-version (about 45 s each).

const MANIFEST = path.join(DEPLOY_DIR, 'remotes.json');

// The kit's version the console runs, and the next minor and major a remote may be built against.
const KIT_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'shared/ui/package.json'), 'utf8')).version;
const [kitMajor, kitMinor] = KIT_VERSION.split('.').map(Number);
const NEXT_KIT_MINOR = `${kitMajor}.${kitMinor + 1}.0`;
const NEXT_KIT_MAJOR = `${kitMajor + 1}.0.0`;

interface ManifestLine {
  name: string;
  entry: string;
  pages?: Array<{ path: string }>;
}

const readManifest = (): { remotes: ManifestLine[] } => JSON.parse(readFileSync(MANIFEST, 'utf8'));
const lineOf = (name: string) => readManifest().remotes.find((line) => line.name === name)!;

/** Puts remotes.json back as it was, the way a rollback is done: the old line, nothing else. */
function restoreManifest(content: string) {
  writeFileSync(`${MANIFEST}.restore`, content);
  renameSync(`${MANIFEST}.restore`, MANIFEST);
}

/** Every file the host was published with, by content. */
function hostFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else files[path.relative(DEPLOY_DIR, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(path.join(DEPLOY_DIR, 'host'));
  return files;
}

/** Builds the next payroll as if against @maziwa/ui `uiVersion` and publishes it as payroll's new version. */
function shipNextPayroll(uiVersion: string): void {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'maziwa-payroll-next-')), 'dist');
  try {
    execFileSync(
      'pnpm',
      ['exec', 'webpack', '--mode', 'production', '--config', 'fixtures/next-version/webpack.config.cjs'],
      {
        cwd: path.join(REPO_ROOT, 'remotes/payroll'),
        env: { ...process.env, MAZIWA_FIXTURE_OUT: out, MAZIWA_FIXTURE_UI_VERSION: uiVersion },
        stdio: 'pipe',
      },
    );
    execFileSync('node', ['deploy/gateway/dist/publish-cli.js', 'payroll', '--dist', out], {
      cwd: REPO_ROOT,
      env: { ...process.env, MAZIWA_DEPLOY_DIR: DEPLOY_DIR },
      stdio: 'pipe',
    });
  } finally {
    rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

test.describe.configure({ timeout: 300_000 });

let original: string;
test.beforeEach(() => {
  original = readFileSync(MANIFEST, 'utf8');
});
test.afterEach(() => restoreManifest(original));

test('a new version of a remote adds its page and menu entry by its manifest line alone, and rolls back by restoring it', async ({
  page,
  request,
}) => {
  const hostBefore = hostFiles();
  const othersBefore = readManifest().remotes.filter((line) => line.name !== 'payroll');
  const oldEntry = lineOf('payroll').entry;

  await openSignedIn(page, '/payroll/pending-payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Pending Payments' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Bonuses' })).toHaveCount(0);

  shipNextPayroll(NEXT_KIT_MINOR);
  const shipped = lineOf('payroll');
  expect(shipped.entry).not.toBe(oldEntry);
  expect(shipped.pages?.map((declared) => declared.path)).toContain('/payroll/bonuses');
  expect(readManifest().remotes.filter((line) => line.name !== 'payroll')).toEqual(othersBefore);
  // The tab still open on the old version keeps finding its files.
  expect((await request.get(oldEntry)).status()).toBe(200);

  // The next load of the console: the new entry in its group, its page, and the old pages on
  // the console's copy of the kit (the new version was built against the next minor).
  await page.reload();
  const bonuses = sidebar(page).getByRole('link', { name: 'Bonuses', exact: true });
  await expect(bonuses).toBeVisible();
  const payrollLinks = await sidebar(page).getByRole('link').allTextContents();
  expect(payrollLinks.slice(payrollLinks.indexOf('Advances'), payrollLinks.indexOf('Advances') + 2)).toEqual([
    'Advances',
    'Bonuses',
  ]);
  await bonuses.click();
  await expect(page).toHaveURL(/\/payroll\/bonuses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeVisible();
  await expect(page.getByText('Season-end bonuses per litre delivered.')).toBeVisible();
  await clickSidebarLink(page, 'Payroll', 'Pending Payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await expect(page.getByRole('grid').or(page.getByRole('table'))).toBeVisible();

  expect(hostFiles()).toEqual(hostBefore);

  // Rollback: the old line back, and the page and its entry are gone on the next load.
  restoreManifest(original);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Pending Payments' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Pending Payments' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Bonuses' })).toHaveCount(0);
  await page.goto('/payroll/bonuses');
  await expect(page.getByText('404 Not Found')).toBeVisible();
  expect(hostFiles()).toEqual(hostBefore);
});

test('a version built for another major of a shared package is refused in its own panel, naming both versions', async ({
  page,
}) => {
  shipNextPayroll(NEXT_KIT_MAJOR);
  await openSignedIn(page, '/payroll/pending-payments');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('This part of Maziwa could not be loaded');
  await expect(panel).toContainText(
    `The payroll module needs @maziwa/ui ^${NEXT_KIT_MAJOR}, but this console runs @maziwa/ui ${KIT_VERSION}.`,
  );
  // Its menu entries stand (they come from the manifest) and the rest of the console works.
  await expect(sidebar(page).getByRole('link', { name: 'Bonuses' })).toBeVisible();
  await clickSidebarLink(page, null, 'Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
