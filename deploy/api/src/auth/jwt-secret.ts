import { randomBytes } from 'node:crypto';
import { isProduction } from '../config/run-mode';
import type { Database } from '../db/database';

// HS256 keys shorter than this are guessable offline from one captured token.
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * JWT_SECRET (or the option) when given. Otherwise, in development only, one generated on
 * the first start and kept in the settings table, so tokens survive restarts and every
 * instance on one database agrees; production refuses to start without JWT_SECRET, so
 * the key never sits in the database it protects.
 */
export async function resolveJwtSecret(db: Database, explicit?: string): Promise<string> {
  const given = explicit ?? process.env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < JWT_SECRET_MIN_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long (it has ${given.length}).`);
    }
    return given;
  }
  if (isProduction()) {
    throw new Error(
      `JWT_SECRET is required with NODE_ENV=production: set it to a random string of ${JWT_SECRET_MIN_LENGTH} or more characters ` +
        '(e.g. `openssl rand -base64 48`), the same for every instance.',
    );
  }
  await db.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  return rows[0].value;
}
