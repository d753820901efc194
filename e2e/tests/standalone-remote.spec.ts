import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../console-under-test';
import { ADMIN, cellsIn } from './helpers';

// A remote developed on its own (`pnpm --filter @maziwa/remote-logistics dev`) opens on any of
// its pages, not only the one it lands on after sign-in: the dev server answers a deep link
// with the standalone page, whose scripts must then be asked for from the root (issue 31).
// Its /api goes to the console under test, as a developer's goes to `pnpm start`'s.

const PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3196);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DEEP_LINK = '/logistics-management/driver-management';

let devServer: ChildProcess | undefined;

async function waitUntilServed(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (devServer?.exitCode != null) throw new Error(`the dev server exited with ${devServer.exitCode}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not served in time`);
}

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  devServer = spawn('pnpm', ['exec', 'webpack', 'serve', '--mode', 'development', '--port', String(PORT)], {
    cwd: path.join(REPO_ROOT, 'remotes/logistics'),
    env: { ...process.env, MAZIWA_API_PROXY: String(test.info().project.use.baseURL) },
    // Its own process group, so the server and webpack's workers stop together.
    detached: true,
    stdio: 'ignore',
  });
  await waitUntilServed(`${ORIGIN}/`, Date.now() + 150_000);
});

test.afterAll(() => {
  if (devServer?.pid && devServer.exitCode == null) process.kill(-devServer.pid, 'SIGTERM');
});

test('a standalone remote opens a deep link, and again after a reload', async ({ page }) => {
  const failedScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !response.ok()) failedScripts.push(response.url());
  });

  await page.goto(`${ORIGIN}${DEEP_LINK}`);
  await expect(page.getByRole('heading', { name: 'Login to Account' })).toBeVisible();
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const heading = page.getByRole('heading', { level: 1, name: 'Driver Management' });
  // The demo drivers' IDs (DRV-001...): rows from the API, not only the page's frame.
  const driverIds = cellsIn(page, { name: /^DRV-\d{3}$/ });
  await expect(heading).toBeVisible();
  await expect(driverIds.first()).toBeVisible();
  await expect(page).toHaveURL(`${ORIGIN}${DEEP_LINK}`);

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(driverIds.first()).toBeVisible();
  expect(failedScripts).toEqual([]);
});
