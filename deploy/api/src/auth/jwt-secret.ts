import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * JWT_SECRET when given; otherwise one generated on the first start and kept in the
 * settings table, so tokens survive restarts and every instance on one database agrees.
 */
export async function resolveJwtSecret(db: Database, explicit?: string): Promise<string> {
  const given = explicit ?? process.env.JWT_SECRET;
  if (given) return given;
  await db.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(48).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'jwt_secret'`);
  return rows[0].value;
}
