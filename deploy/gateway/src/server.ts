import { apiPlugin, DEMO_SIGN_INS, demoDataWanted, logLevelFromEnv, trustProxyFromEnv } from '@maziwa/api';
import { buildGateway } from './gateway';
import { deployDir } from './paths';
import { runtimeConfigFromEnv } from './runtime-config';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const started = Date.now();
  let seeded = false;
  const app = await buildGateway({
    deployDir: deployDir(),
    // A JSON line per request by default; LOG_LEVEL=warn keeps only problems.
    logging: { level: logLevelFromEnv() },
    trustProxy: trustProxyFromEnv(),
    runtimeConfig: runtimeConfigFromEnv(),
    mountApi: async (gateway) => {
      // One process serves everything here, so it brings the database up to date itself
      // (MAZIWA_MIGRATE_ON_START=0 leaves that to `migrate`).
      const migrateOnStart = process.env.MAZIWA_MIGRATE_ON_START !== '0';
      await gateway.register(apiPlugin, {
        prefix: '/api',
        migrateOnStart,
        onSeeded: (summary) => (seeded = !!summary),
      });
    },
  });
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  console.log(`\nMaziwa is running at http://${shown}:${port}  (ready in ${Date.now() - started} ms)`);
  console.log(`API: http://${shown}:${port}/api   OpenAPI: http://${shown}:${port}/api/openapi.json`);
  // Demo sign-ins exist only where demo data was asked for (pnpm start sets MAZIWA_DEMO_DATA=1).
  if (demoDataWanted()) {
    if (seeded) console.log('Demo data created on this first start.');
    console.log('Demo sign-ins:');
    for (const signIn of DEMO_SIGN_INS) console.log(`  ${signIn.email} / ${signIn.password}  (${signIn.organization})`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
