import { apiPlugin, DEMO_SIGN_INS } from '@maziwa/api';
import { buildGateway } from './gateway';
import { deployDir } from './paths';

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const started = Date.now();
  let seeded = false;
  const app = await buildGateway({
    deployDir: deployDir(),
    logger: process.env.LOG_REQUESTS === '1',
    runtimeConfig: process.env.GOOGLE_MAPS_API_KEY ? { googleMapsApiKey: process.env.GOOGLE_MAPS_API_KEY } : {},
    mountApi: async (gateway) => {
      await gateway.register(apiPlugin, { prefix: '/api', onSeeded: (summary) => (seeded = !!summary) });
    },
  });
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  console.log(`\nMaziwa is running at http://${shown}:${port}  (ready in ${Date.now() - started} ms)`);
  console.log(`API: http://${shown}:${port}/api   OpenAPI: http://${shown}:${port}/api/openapi.json`);
  if (seeded) console.log('Demo data created on this first start.');
  console.log('Demo sign-ins:');
  for (const signIn of DEMO_SIGN_INS) console.log(`  ${signIn.email} / ${signIn.password}  (${signIn.organization})`);

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
