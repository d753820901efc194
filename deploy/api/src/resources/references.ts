import type { Queryable } from '../db/database';
import { fieldError } from '../http/errors';

/**
 * Checks that ids sent in `field` name rows of `table` in the organisation, so a request
 * can neither link another organisation's rows nor learn whether they exist.
 */
export async function assertOwnedBy(
  tx: Queryable,
  table: 'locations' | 'routes' | 'roles' | 'user_roles',
  ids: string | string[],
  organizationId: string,
  field: string,
  problem: string,
): Promise<void> {
  const wanted = [...new Set(Array.isArray(ids) ? ids : [ids])];
  if (wanted.length === 0) return;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::uuid[]) AND organization_id = $2`,
    [wanted, organizationId],
  );
  if (rows[0].n !== wanted.length) throw fieldError(field, problem);
}
