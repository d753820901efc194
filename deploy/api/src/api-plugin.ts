import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { loadBuiltInRoles, type BuiltInRoles } from './auth/built-in-roles';
import { resolveJwtSecret } from './auth/jwt-secret';
import { demoDataWanted } from './config/run-mode';
import { createTokenService } from './auth/tokens';
import type { Database } from './db/database';
import { migrate, pendingMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { registerAuth } from './plugins/auth';
import { API_CSP, registerSecurityHeaders } from './http/security-headers';
import { registerErrorHandling } from './plugins/errors';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerRequestShape } from './plugins/request-shape';
import { registerSignInThrottle, type SignInLimits } from './plugins/sign-in-throttle';
import './plugins/services';
import { registerOpenApi } from './plugins/swagger';
import { ResourceStore } from './resources/store';
import { registerResource } from './resources/register';
import { DOMAINS, MESSAGE_ATTACHMENTS, RESOURCES } from './domains';
import { healthRoutes } from './plugins/health';
import { seedDemoData, type SeedSummary } from './seed/seed-demo-data';
import { createMessaging, type MessagingOptions } from './messaging/messaging-runtime';
import { mpesaSetup, type MpesaOptions, type MpesaSetup } from './payments/mpesa/mpesa-setup';
import { MpesaAccounts } from './payments/mpesa/mpesa-accounts';
import { CredentialStore } from './credentials/credential-store';
import { SecretBox } from './credentials/secret-box';

export interface ApiOptions {
  /** An open database; the caller keeps ownership (it is not closed with the app). */
  db?: Database;
  /** PostgreSQL server (default: DATABASE_URL). Ignored when db is given. */
  databaseUrl?: string;
  /** PGlite directory or 'memory://' (default: MAZIWA_DATA_DIR, else <repo>/.data/pglite). */
  dataDir?: string;
  /** Default: JWT_SECRET, else (not in production) one generated and kept in the database. At least 32 characters. */
  jwtSecret?: string;
  /**
   * Create the demo data and its public sign-ins when the database has no organisation.
   * Default: MAZIWA_DEMO_DATA=1 (`pnpm start` sets it). Refused with NODE_ENV=production.
   */
  seed?: boolean;
  /** Failed sign-ins allowed (default: MAZIWA_SIGN_IN_FAILURES_PER_ACCOUNT and _PER_IP, else 10 and 100 per 15 minutes). */
  signInLimits?: Partial<SignInLimits>;
  /**
   * Apply pending migrations at start. Default: MAZIWA_MIGRATE_ON_START=1/0, else yes on the
   * embedded PGlite (one process owns it) and on a `db` given in code, no on a PostgreSQL
   * server: there several API processes start at once, so a deploy runs `migrate` once before
   * them, and a process finding migrations pending refuses to start rather than serve a schema
   * its code does not expect.
   */
  migrateOnStart?: boolean;
  /**
   * How payouts to mobile money go out (payments/mpesa/mpesa-setup.ts). Default: the MPESA_*
   * variables, else the simulator with MAZIWA_PROVIDER_SIMULATOR=1, else none.
   */
  mpesa?: MpesaOptions;
  /** Told what seeding created (null: nothing, as not asked or the database had data). */
  onSeeded?: (summary: SeedSummary | null) => void;
  /**
   * SMS to farmers (src/messaging): the provider from the environment (`env`, default
   * process.env) and the outbox worker, started when the app is ready unless `worker: false`.
   */
  messaging?: MessagingOptions;
  /**
   * Organisations' own provider accounts (src/credentials): `secretKey` seals them (default
   * MAZIWA_SECRET_KEY; none: they cannot be stored); `env` says where each provider's API and
   * this console's public URL are (default process.env); `callbackBase` (tests) replaces
   * `${MAZIWA_PUBLIC_URL}/api` as where Safaricom posts an own account's results.
   */
  credentials?: { secretKey?: string; env?: Record<string, string | undefined>; callbackBase?: string };
}

/**
 * Where Safaricom posts results for an organisation's own Daraja account: the deployment's
 * own callback base when it pays through Daraja too, else `${MAZIWA_PUBLIC_URL}/api`.
 */
function ownAccountCallbackBase(mpesa: MpesaSetup, env: Record<string, string | undefined>): string | null {
  if (mpesa.mode === 'daraja') return mpesa.callbackBase;
  const publicUrl = env.MAZIWA_PUBLIC_URL?.trim().replace(/\/+$/, '');
  return publicUrl ? `${publicUrl}/api` : null;
}

function migrationsAtStart(options: ApiOptions): boolean {
  if (options.migrateOnStart !== undefined) return options.migrateOnStart;
  const asked = process.env.MAZIWA_MIGRATE_ON_START;
  if (asked === '1' || asked === '0') return asked === '1';
  return options.db !== undefined || !(options.databaseUrl ?? process.env.DATABASE_URL);
}

async function refuseWhenBehind(db: Database): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    throw new Error(
      `The database lacks ${pending.length} migration(s) (${pending.join(', ')}): run \`pnpm --filter @maziwa/api migrate\` once for this deploy, then start the API.`,
    );
  }
}

/**
 * All API routes, encapsulated: its error handler, 404 handler, auth hook, body parsers
 * and OpenAPI document stay inside the prefix it is registered under:
 *
 *   await gateway.register(apiPlugin, { prefix: '/api' });   // /api/token, /api/openapi.json
 *
 * Without `db` it opens one (PGlite or DATABASE_URL), migrates, seeds if asked, and closes
 * it when the Fastify instance closes.
 */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  let builtInRoles: BuiltInRoles | undefined;
  const db = options.db ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }));
  if (!options.db) app.addHook('onClose', () => db.close());
  try {
    if (migrationsAtStart(options)) await migrate(db);
    else await refuseWhenBehind(db);
    const secret = await resolveJwtSecret(db, options.jwtSecret);
    const seeded = demoDataWanted(options.seed) ? await seedDemoData(db) : null;
    options.onSeeded?.(seeded);
    builtInRoles = await loadBuiltInRoles(db);
    const store = new ResourceStore(db);
    for (const def of RESOURCES) store.add(def);
    const credentialEnv = options.credentials?.env ?? process.env;
    const credentials = new CredentialStore(
      db,
      options.credentials?.secretKey
        ? SecretBox.fromHex(options.credentials.secretKey)
        : SecretBox.fromEnv(credentialEnv),
    );
    const messaging = createMessaging(
      db,
      { attachments: MESSAGE_ATTACHMENTS, credentials, ...options.messaging },
      app.log,
    );
    const mpesa = mpesaSetup(options.mpesa);
    app.decorate('maziwa', {
      db,
      tokens: createTokenService(secret),
      store,
      messaging,
      mpesa,
      credentials,
      mpesaAccounts: new MpesaAccounts(
        credentials,
        mpesa,
        options.credentials?.callbackBase ?? ownAccountCallbackBase(mpesa, credentialEnv),
        credentialEnv,
      ),
    });
    // Stopped before the database closes (onClose hooks of this plugin run first).
    app.addHook('onClose', () => messaging.close());
    if (options.messaging?.worker !== false) app.addHook('onReady', async () => messaging.startWorker());
  } catch (error) {
    if (!options.db) await db.close().catch(() => undefined);
    throw error;
  }

  registerErrorHandling(app);
  await registerLoadShedding(app, db);
  await registerSecurityHeaders(app, API_CSP);
  await registerOpenApi(app);
  await registerRequestShape(app);
  registerAuth(app, { holders: (permission) => builtInRoles!.holders(permission) });
  await registerSignInThrottle(app, options.signInLimits);

  // Routes see their request parts and answers typed from their own schemas (services.ts, ApiInstance).
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  await api.register(healthRoutes);
  // Every domain the same way (domains.ts; README: Layout): routes, resources, later routes.
  for (const domain of DOMAINS) for (const routes of domain.routes ?? []) await api.register(routes);
  for (const def of RESOURCES) registerResource(api, def);
  for (const domain of DOMAINS) for (const routes of domain.routesAfterResources ?? []) await api.register(routes);
};
