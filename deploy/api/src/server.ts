import { buildApp } from './app';
import { demoDataWanted } from './config/run-mode';
import { trustProxyFromEnv } from './config/trust-proxy';
import { logLevelFromEnv } from './http/request-log';
import { DEMO_SIGN_INS, type SeedSummary } from './seed/seed-demo-data';

async function main() {
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const started = Date.now();
  let seeded: SeedSummary | null = null;
  // A JSON line per request by default; LOG_LEVEL=warn keeps only problems.
  const app = await buildApp({
    logging: { level: logLevelFromEnv() },
    trustProxy: trustProxyFromEnv(),
    onSeeded: (s) => (seeded = s),
  });
  await app.listen({ port, host });

  const base = `http://${host}:${port}`;
  console.log(`Maziwa API on ${base} (ready in ${Date.now() - started} ms); OpenAPI: ${base}/openapi.json`);
  if (seeded) console.log('Demo data created:', JSON.stringify(seeded));
  // The demo sign-ins exist only where demo data was asked for (MAZIWA_DEMO_DATA=1).
  if (demoDataWanted()) {
    console.log('Demo sign-ins:');
    for (const s of DEMO_SIGN_INS) console.log(`  ${s.email} / ${s.password}  (${s.organization})`);
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
