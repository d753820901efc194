// Writes the API's OpenAPI document to a file without a server, a database on disk or a
// network port: the app is built on a throw-away in-memory PGlite, asked for its document,
// and closed. The console's API types are generated from this file (`pnpm api-types`).
//
//   tsx deploy/api/scripts/write-openapi.ts <out.json>
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: write-openapi.ts <out.json>');
    process.exit(2);
  }
  // The secret signs nothing here; given so the app does not generate and store one.
  const app = await buildApp({
    dataDir: 'memory://',
    seed: false,
    jwtSecret: 'openapi-document-only-not-a-real-secret',
  });
  try {
    // The document lives inside the API plugin's encapsulation (the gateway mounts it under
    // /api), so it is read the way an integrator reads it: GET /openapi.json.
    const response = await app.inject({ method: 'GET', url: '/openapi.json' });
    if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
    const document: unknown = response.json();
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
