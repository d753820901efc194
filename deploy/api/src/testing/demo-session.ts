import { DEMO_PASSWORD } from '../seed/demo-organisations';
import { createTestApp, type TestApp } from './test-app';

export interface DemoSession {
  /** The API on the demo data (as of TEST_SEED_NOW). */
  app: TestApp;
  /** The signed-in account's bearer token. */
  token: string;
  /** Its first organisation. */
  orgId: string;
}

/**
 * A test file on the demo data, signed in (default: Maziwa's admin). Registers the file's
 * beforeAll, which starts the API on the seeded database and signs in, and afterAll, which
 * closes it; the fields are filled in by then, so read them inside tests and hooks only.
 */
export function onDemoData(email = 'admin@maziwa.test'): DemoSession {
  const session = {} as DemoSession;
  beforeAll(async () => {
    session.app = await createTestApp({ seed: true });
    session.token = await session.app.signIn(email, DEMO_PASSWORD);
    session.orgId = (
      await session.app.as(session.token, { method: 'GET', url: '/users/me' })
    ).json().organization_ids[0];
    // Seeding PostgreSQL (PGlite loads a cached template) takes longer than a hook's default wait.
  }, 180_000);
  afterAll(() => session.app?.close());
  return session;
}
