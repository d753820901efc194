import type { Queryable } from '../db/database';
import { badRequest, conflict, forbidden } from '../http/errors';
import type { Caller } from './caller';
import { holds } from './permissions';

/**
 * The rules that keep access from growing by itself: nobody hands out (to anyone, themselves
 * included) a permission they do not hold, nobody changes an account more powerful than their
 * own, nobody deactivates themselves, and an organisation always keeps an active admin.
 * Internal callers (seed, tests) carry no `held` and are not limited.
 */

export const GRANT_ROLE_MESSAGE = 'You cannot grant a role with permissions you do not hold';
export const GRANT_PERMISSION_MESSAGE = 'You cannot grant permissions you do not hold';
export const STRONGER_ACCOUNT_MESSAGE = 'You cannot change an account that holds permissions you do not hold';
export const SELF_DEACTIVATION_MESSAGE = 'You cannot deactivate your own account';
export const LAST_ADMIN_MESSAGE = 'An organisation needs at least one active admin';

function isAdmin(caller: Caller, organizationId: string): boolean {
  return !caller.held || caller.held.get(organizationId) === 'all';
}

/** Every permission name must be one the caller holds in the organisation. */
export function assertMayGrantPermissions(caller: Caller, organizationId: string, names: Iterable<string>): void {
  if (!caller.held) return;
  for (const name of names) if (!holds(caller.held, organizationId, name)) throw forbidden(GRANT_PERMISSION_MESSAGE);
}

/** Permission names of some permission ids (the roles API speaks ids). */
export async function permissionNames(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM permissions WHERE id = ANY($1::uuid[])', [ids]);
  return rows.map((row) => row.name);
}

/** Granting a role hands out all it holds: admin only by an admin, others by someone holding each of its permissions. */
export async function assertMayGrantRole(
  tx: Queryable,
  caller: Caller,
  organizationId: string,
  roleId: string,
): Promise<void> {
  if (isAdmin(caller, organizationId)) return;
  const { rows } = await tx.query<{ name: string; permissions: string[] }>(
    `SELECT r.name, ARRAY(SELECT p.name FROM role_permissions rp JOIN permissions p ON p.id = rp.permission_id
                           WHERE rp.role_id = r.id) AS permissions
       FROM roles r WHERE r.id = $1 AND r.organization_id = $2`,
    [roleId, organizationId],
  );
  const role = rows[0];
  if (!role) return; // an unknown role is the definition's 400
  if (role.name === 'admin' || role.permissions.some((name) => !holds(caller.held!, organizationId, name))) {
    throw forbidden(GRANT_ROLE_MESSAGE);
  }
}

/**
 * Changing an account (its details, roles, password, status) needs at least its powers in each
 * organisation both share: a clerk cannot deactivate or reset the admin.
 */
export async function assertMayManageAccount(tx: Queryable, caller: Caller, userId: string): Promise<void> {
  if (!caller.held || userId === caller.userId) return;
  const { rows } = await tx.query<{ organization_id: string; admin: boolean; permissions: string[] }>(
    `SELECT ur.organization_id, bool_or(r.name = 'admin') AS admin,
            array_remove(array_agg(DISTINCT p.name), NULL) AS permissions
       FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id
       LEFT JOIN role_permissions rp ON rp.role_id = r.id
       LEFT JOIN permissions p ON p.id = rp.permission_id
      WHERE ur.user_id = $1 AND ur.status = 'active' AND ur.organization_id = ANY($2::uuid[])
      GROUP BY ur.organization_id`,
    [userId, caller.memberOrgIds ?? caller.orgIds],
  );
  for (const target of rows) {
    if (isAdmin(caller, target.organization_id)) continue;
    if (target.admin || target.permissions.some((name) => !holds(caller.held!, target.organization_id, name))) {
      throw forbidden(STRONGER_ACCOUNT_MESSAGE);
    }
  }
}

export function assertNotSelfDeactivation(
  caller: Caller,
  userId: string,
  before: { is_active?: unknown; status?: unknown },
  after: { is_active?: unknown; status?: unknown },
): void {
  if (userId !== caller.userId) return;
  const deactivates =
    (before.is_active && !after.is_active) || (before.status === 'active' && after.status !== 'active');
  if (deactivates) throw badRequest(SELF_DEACTIVATION_MESSAGE, { is_active: SELF_DEACTIVATION_MESSAGE });
}

/**
 * Takes the admin roles of these organisations for the rest of the transaction, before a change
 * that may remove an admin: two such changes at once then run one after the other, and the
 * second sees the first when it counts (else each would see the other admin still there).
 */
export async function lockAdminRoles(tx: Queryable, organizationIds: readonly string[]): Promise<void> {
  if (organizationIds.length === 0) return;
  await tx.query(
    `SELECT id FROM roles WHERE organization_id = ANY($1::uuid[]) AND name = 'admin' ORDER BY id FOR UPDATE`,
    [organizationIds],
  );
}

/** Every organisation an account belongs to (a deactivated account stops working in all of them). */
export async function organisationsOf(tx: Queryable, userId: string): Promise<string[]> {
  const { rows } = await tx.query<{ organization_id: string }>(
    'SELECT organization_id FROM user_organizations WHERE user_id = $1',
    [userId],
  );
  return rows.map((row) => row.organization_id);
}

/** After the change, still in its transaction: each organisation has an active admin left. */
export async function assertActiveAdminsRemain(tx: Queryable, organizationIds: readonly string[]): Promise<void> {
  if (organizationIds.length === 0) return;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT o.id FROM organizations o
      WHERE o.id = ANY($1::uuid[])
        AND NOT EXISTS (
          SELECT 1 FROM user_roles ur
            JOIN roles r ON r.id = ur.role_id AND r.name = 'admin'
            JOIN users u ON u.id = ur.user_id AND u.is_active
           WHERE ur.organization_id = o.id AND ur.status = 'active')`,
    [organizationIds],
  );
  if (rows.length > 0) throw conflict(LAST_ADMIN_MESSAGE);
}

/**
 * Before changing an account or its roles: the caller may manage it, and the admin roles of
 * every organisation the change can touch are locked. Returns those organisations, to check
 * with assertActiveAdminsRemain once the change is written.
 */
export async function beginAccountChange(tx: Queryable, caller: Caller, userId: string): Promise<string[]> {
  await assertMayManageAccount(tx, caller, userId);
  const organisations = [...new Set([...(await organisationsOf(tx, userId)), ...caller.orgIds])];
  await lockAdminRoles(tx, organisations);
  return organisations;
}
