import { ensureTemplate } from './template';

/**
 * jest globalSetup: build the PGlite template before the test files need it. On CI the seeded
 * one too: seeding the demo data (with its pay runs) can take longer than a test hook may wait
 * on a busy machine, and a full run needs it anyway. Locally it is built on first use.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  await ensureTemplate();
  if (process.env.CI) await ensureTemplate(true);
}
