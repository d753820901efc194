import os from 'node:os';
import path from 'node:path';

// Where the console under test runs and publishes, for playwright.config.ts and the tests that
// publish into it themselves (live-redeploy.spec.ts).
export const PORT = Number(process.env.E2E_PORT ?? 8091);
/** The throw-away deploy directory the gateway serves: host/, remotes/<name>/<version>/, remotes.json. */
export const DEPLOY_DIR = path.join(os.tmpdir(), `maziwa-e2e-deploy-${PORT}`);
export const REPO_ROOT = path.resolve(__dirname, '..');
