import type { Queryable } from '../db/database';
import { fieldError } from '../http/errors';

/**
 * Checks that ids sent in `field` name rows of `table` in the organisation, so a request
 * can neither link another organisation's rows nor learn whether they exist.
 */
export async function assertOwnedBy(
  tx: Queryable,
  table: 'locations' | 'routes' | 'roles' | 'user_roles' | 'trips' | 'collections',
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

/**
 * Checks that `id` is a user-role link of the organisation holding the role named
 * `roleName` (a collection's producer must be a Producer, not a driver).
 */
export async function assertRoleLink(
  tx: Queryable,
  id: string,
  organizationId: string,
  roleName: string,
  field: string,
): Promise<void> {
  const { rows } = await tx.query<{ role: string }>(
    `SELECT r.name AS role FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.id = $1 AND ur.organization_id = $2`,
    [id, organizationId],
  );
  if (rows.length === 0) throw fieldError(field, `is not a ${roleName.toLowerCase()} of this organisation`);
  if (rows[0].role !== roleName) throw fieldError(field, `is a ${rows[0].role} link, not a ${roleName}`);
}
