import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ApiOptions } from '../api-plugin';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret!';

export interface Account {
  token: string;
  userId: string;
  orgId: string;
  email: string;
  password: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** On PostgreSQL (TEST_DATABASE_URL): the database's URL, for a second app on it. */
  databaseUrl?: string;
  close(): Promise<void>;
  /** app.inject with the account's bearer token. */
  as(account: Account | string, options: InjectOptions): Promise<LightMyRequestResponse>;
  signIn(email: string, password: string): Promise<string>;
  /** POST /register + sign-in: a new organisation whose admin is the returned account. */
  registerAccount(label: string): Promise<Account>;
}

/**
 * The API on a fresh database (see openTestDatabase); `seed: true` starts it on the demo
 * data as of TEST_SEED_NOW (a cached template on PGlite), else empty.
 */
export async function createTestApp({
  seed = false,
  signInLimits,
  messaging = { env: {}, worker: false },
  mpesa,
  credentials = { env: {} },
  databaseUrl,
}: {
  seed?: boolean;
  signInLimits?: ApiOptions['signInLimits'];
  /** Default: no SMS provider (the environment is not read) and no outbox worker. */
  messaging?: ApiOptions['messaging'];
  /** Default: M-Pesa as the environment configures it (tests pass a fake Daraja). */
  mpesa?: ApiOptions['mpesa'];
  /** Default: no MAZIWA_SECRET_KEY (the environment is not read): own accounts cannot be stored. */
  credentials?: ApiOptions['credentials'];
  /** A second app on the same PostgreSQL database as another (two API processes). */
  databaseUrl?: string;
} = {}): Promise<TestApp> {
  const { db, drop, url } = databaseUrl
    ? { db: await openDatabase({ databaseUrl }), drop: async () => undefined, url: databaseUrl }
    : await openTestDatabase({ seeded: seed });
  const app = await buildApp({
    db,
    seed: false,
    jwtSecret: TEST_JWT_SECRET,
    signInLimits,
    messaging,
    mpesa,
    credentials,
  });
  let counter = 0;

  const signIn = async (email: string, password: string) => {
    const response = await app.inject({ method: 'POST', url: '/token', payload: { username: email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return response.json().access_token as string;
  };

  return {
    app,
    db,
    databaseUrl: url,
    async close() {
      await app.close();
      if (databaseUrl) await db.close();
      await drop();
    },
    as(account, options) {
      const token = typeof account === 'string' ? account : account.token;
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    signIn,
    async registerAccount(label) {
      counter += 1;
      const email = `${label.toLowerCase().replace(/\W+/g, '.')}.${counter}@example.test`;
      const password = 'correct-horse-battery';
      const response = await app.inject({
        method: 'POST',
        url: '/register',
        payload: { email, password, first_name: label, last_name: 'Admin', organization_name: `${label} Dairy` },
      });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
      const user = response.json();
      return {
        token: await signIn(email, password),
        userId: user.id,
        orgId: user.organization_ids[0],
        email,
        password,
      };
    },
  };
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----maziwa-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface FilePart {
  /** Default 'file'. */
  field?: string;
  filename: string;
  contentType: string;
  data: Buffer | string;
}

/** A multipart/form-data body with files, as a browser's FormData sends a File. */
export function multipartWithFiles(
  files: FilePart[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----maziwa-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Every key anywhere in a JSON value (to prove no password field leaks). */
export function allKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      into.add(key);
      allKeys(v, into);
    }
  }
  return into;
}
