import { ensureTemplate } from './template';

/** jest globalSetup: build the PGlite template before the test files need it. */
export default async function globalSetup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureTemplate();
}
