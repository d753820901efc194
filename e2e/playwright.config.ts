import { defineConfig } from '@playwright/test';
import { DEPLOY_DIR, PORT } from './console-under-test';

// The composed console as staff get it: the production build published to a throw-away
// deploy directory and served by the gateway (under its security headers), with a fresh
// in-memory database and the demo data. Debian's chromium; Playwright never downloads a browser here.

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The console's offline service worker answers for the page once it is installed, and a
    // page.route() does not see what it fetches: tests that cut a remote or the API that way run
    // without it. offline-shell.spec.ts allows it, and cuts the network for the whole context.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node ../deploy/scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/config.json`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MAZIWA_DEPLOY_DIR: DEPLOY_DIR,
      MAZIWA_DATA_DIR: 'memory://',
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      // Seals the provider accounts an admin stores for their organisation (own-accounts.spec.ts).
      MAZIWA_SECRET_KEY: 'e2e0'.repeat(16),
      // The tests sign in with the demo accounts: asked for explicitly, as a deployment never has them.
      MAZIWA_DEMO_DATA: '1',
      // The production build (full compression, source maps), as staff get it: what is stale is
      // built as `pnpm build` does, and a local start's quick build is built again.
      MAZIWA_START_BUILD: 'production',
      // A line per request would bury the test output; problems are still printed.
      LOG_LEVEL: 'warn',
    },
  },
});
