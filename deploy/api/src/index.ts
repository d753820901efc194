// Public surface of @maziwa/api. The gateway mounts the plugin:
//   import { apiPlugin } from '@maziwa/api';
//   await gateway.register(apiPlugin, { prefix: '/api' });
// Standalone and in tests: `const app = await buildApp({ dataDir: 'memory://' })`.
export { apiPlugin, type ApiOptions } from './api-plugin';
export { buildApp, type BuildAppOptions } from './app';
export { demoDataWanted } from './config/run-mode';
export { trustProxyFromEnv } from './config/trust-proxy';
export { logLevelFromEnv, serviceLogging, type LogOptions } from './http/request-log';
export { registerSecurityHeaders, type CspDirectives } from './http/security-headers';
export type { Database, Queryable } from './db/database';
export { openDatabase, type OpenDatabaseOptions } from './db/open-database';
export { migrate } from './db/migrate';
export { seedDemoData, DEMO_SIGN_INS, type SeedOptions, type SeedSummary } from './seed/seed-demo-data';
