import { buildApp } from './app';
import { DEMO_SIGN_INS, type SeedSummary } from './seed/seed-demo-data';

async function main() {
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOST ?? '127.0.0.1';
  const started = Date.now();
  let seeded: SeedSummary | null = null;
  // Warnings and 5xx errors by default; LOG_LEVEL=info adds a line per request.
  const app = await buildApp({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, onSeeded: (s) => (seeded = s) });
  await app.listen({ port, host });

  const base = `http://${host}:${port}`;
  console.log(`Maziwa API on ${base} (ready in ${Date.now() - started} ms); OpenAPI: ${base}/openapi.json`);
  if (seeded) console.log('Demo data created:', JSON.stringify(seeded));
  console.log('Demo sign-ins:');
  for (const s of DEMO_SIGN_INS) console.log(`  ${s.email} / ${s.password}  (${s.organization})`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0), () => process.exit(1));
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
