// `pnpm --filter @maziwa/api migrate` (node dist/migrate-cli.js): brings the database
// (DATABASE_URL, else the embedded PGlite directory) up to this build's schema. Run once per
// deploy, before the API processes start: they do not migrate on a PostgreSQL server, and
// refuse to start while a migration is pending. With MAZIWA_DEMO_DATA=1 (never in production)
// an empty database also gets the demo organisations and their sign-ins.
import { demoDataWanted } from './config/run-mode';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEMO_SIGN_INS, seedDemoData } from './seed/seed-demo-data';

async function main() {
  const db = await openDatabase();
  try {
    const applied = await migrate(db);
    console.log(
      applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'The database is up to date.',
    );
    if (demoDataWanted()) {
      const seeded = await seedDemoData(db);
      console.log(
        seeded
          ? `Demo data created: ${DEMO_SIGN_INS.map((s) => s.email).join(', ')} (password ${DEMO_SIGN_INS[0].password})`
          : 'Demo data: the database already has organisations.',
      );
    }
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
