import { ensurePgTemplates } from './pg-template';
import { ensureTemplate } from './template';

/**
 * jest globalSetup: build the templates before the test files need them. On PostgreSQL both
 * template databases (pg-template.ts). On PGlite the migrated one, and on CI the seeded one
 * too: seeding the demo data (with its pay runs) can take longer than a test hook may wait
 * on a busy machine, and a full run needs it anyway. Locally it is built on first use.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return ensurePgTemplates(serverUrl);
  await ensureTemplate();
  if (process.env.CI) await ensureTemplate(true);
}
