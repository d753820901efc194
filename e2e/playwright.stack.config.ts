import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same browser tests against the production-like stack: nginx in front of two
// NODE_ENV=production API processes on PostgreSQL (deploy/stack), started for the run in a
// temporary directory with the demo sign-ins (stack.global-setup.ts) and stopped after it.
// `pnpm test` runs them all here after the gateway run (`pnpm --filter @maziwa/e2e test:stack`);
// one file: pnpm --filter @maziwa/e2e exec playwright test -c playwright.stack.config.ts tests/auth.spec.ts
// Two files are the gateway's own and left out: live-redeploy.spec.ts and offline-redeploy.spec.ts
// publish into the gateway's deploy directory, not the stack's. (start-preload.spec.ts runs here too: nginx
// serves the page files publishing writes, with the same preloads.)
const PORT = Number(process.env.E2E_STACK_PORT ?? 8092);

export default defineConfig({
  ...base,
  webServer: undefined,
  globalSetup: './stack.global-setup.ts',
  testIgnore: ['**/live-redeploy.spec.ts', '**/offline-redeploy.spec.ts'],
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
});
