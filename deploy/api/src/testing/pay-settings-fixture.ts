import { expectStatus } from './dairy-fixture';
import { addMember } from './members';
import type { Account, TestApp } from './test-app';

/**
 * A pay run of the organisation in a status, written straight to the table: rates and advances
 * only care whether pay up to a day is approved, not how the run was computed.
 */
export async function payRun(
  t: TestApp,
  orgId: string,
  start: string,
  end: string,
  status = 'approved',
): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO pay_runs (organization_id, period_start, period_end, status, approved_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'draft' THEN NULL ELSE now() END) RETURNING id`,
    [orgId, start, end, status],
  );
  return rows[0].id;
}

/** A new person of the admin's organisation in a new role holding exactly `permissions`. */
export async function memberHolding(
  t: TestApp,
  admin: Account,
  roleName: string,
  permissions: string[],
): Promise<Account> {
  const ids = [];
  for (const name of permissions) {
    ids.push(
      (await t.as(admin, { method: 'GET', url: `/permissions?filter=name:${name}` })).json().data[0].id as string,
    );
  }
  expectStatus(
    await t.as(admin, { method: 'POST', url: '/roles', payload: { name: roleName, permissions: ids } }),
    201,
  );
  return addMember(t, admin, roleName);
}

/** How many audit events (create, update, delete) a record of a resource has. */
export async function auditCount(t: TestApp, resource: string, recordId: string, action: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_events WHERE resource = $1 AND record_id = $2 AND action = $3',
    [resource, recordId, action],
  );
  return rows[0].n;
}
