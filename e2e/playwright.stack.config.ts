import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same browser tests against the production-like stack: nginx in front of two
// NODE_ENV=production API processes on PostgreSQL (deploy/stack), started for the run in a
// temporary directory with the demo sign-ins (stack.global-setup.ts) and stopped after it.
// Not part of `pnpm test` (the stack test covers the stack there); run one file or all:
//   pnpm --filter @maziwa/e2e exec playwright test -c playwright.stack.config.ts tests/auth.spec.ts
// Known difference: nginx does not inject the gateway's preload links (start-preload.spec.ts).
const PORT = Number(process.env.E2E_STACK_PORT ?? 8092);

export default defineConfig({
  ...base,
  webServer: undefined,
  globalSetup: './stack.global-setup.ts',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
});
