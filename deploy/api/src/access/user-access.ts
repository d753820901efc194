import { Type } from '@sinclair/typebox';
import { recordOn } from '../resources/record';
import {
  assertActiveAdminsRemain,
  assertMayGrantRole,
  assertMayManageAccount,
  beginAccountChange,
} from '../auth/escalation';
import { assertAcceptablePassword, NewPassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/database';
import { badRequest, fieldError, notFound } from '../http/errors';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { accountInPath } from '../plugins/sign-in-throttle';
import { users } from './users';
import { targetOrganisation } from '../resources/scope';
import { removeFromArrays } from '../resources/sql';
import { errorResponses, IdParams, Uuid } from '../schemas/common';

const RolesChange = Type.Object(
  {
    role_ids: Type.Array(Uuid(), {
      uniqueItems: true,
      maxItems: 50,
      description: 'Every role the user should hold there.',
    }),
    organization_id: Type.Optional(Uuid({ description: 'One of your organisations; default: your first.' })),
  },
  { title: 'UserRolesChange', additionalProperties: false },
);

const PasswordReset = Type.Object(
  {
    new_password: Type.String({
      ...NewPassword,
      description: `A temporary password to tell the user. ${NewPassword.description}`,
    }),
  },
  { title: 'PasswordReset', additionalProperties: false },
);

/** The active roles someone holds in one organisation, by name (what the trail shows). */
async function roleNames(tx: Queryable, userId: string, org: string): Promise<string[]> {
  const { rows } = await tx.query<{ name: string }>(
    `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
      WHERE ur.user_id = $1 AND ur.organization_id = $2 AND ur.status = 'active' ORDER BY r.name`,
    [userId, org],
  );
  return rows.map((row) => row.name);
}

/** What an administrator does to someone else's access: their roles and a temporary password. */
export async function userAccessRoutes(app: ApiInstance): Promise<void> {
  const { db, store } = app.maziwa;

  app.put(
    '/users/:id/roles',
    {
      config: { permission: 'user_roles:update' },
      schema: {
        tags: ['Users'],
        summary: "Set a user's roles in an organisation",
        description:
          'In one transaction: links of roles still chosen are kept (with their member ids and profiles), new roles ' +
          'get an active link, links of roles left out are removed. Granting a role needs every permission it holds ' +
          '(admin only by an admin); the last active admin of an organisation cannot lose the role.',
        params: IdParams,
        body: RolesChange,
        response: { 200: users.schemas.item, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const { body } = request;
      const org = targetOrganisation(caller, body.organization_id);
      return db.transaction(async (tx) => {
        const member = await tx.query('SELECT 1 FROM user_organizations WHERE user_id = $1 AND organization_id = $2', [
          id,
          org,
        ]);
        if (member.rows.length === 0) throw notFound('User not found');
        const known = await tx.query<{ id: string }>(
          'SELECT id FROM roles WHERE id = ANY($1::uuid[]) AND organization_id = $2',
          [body.role_ids, org],
        );
        if (known.rows.length !== body.role_ids.length)
          throw fieldError('role_ids', 'contains a role that is not of this organisation');
        const touched = await beginAccountChange(tx, caller, id);
        const rolesBefore = await roleNames(tx, id, org);

        const { rows: links } = await tx.query<{ id: string; role_id: string; status: string }>(
          'SELECT id, role_id, status FROM user_roles WHERE user_id = $1 AND organization_id = $2',
          [id, org],
        );
        const wanted = new Set(body.role_ids);
        const active = new Set(links.filter((link) => link.status === 'active').map((link) => link.role_id));
        for (const roleId of wanted) if (!active.has(roleId)) await assertMayGrantRole(tx, caller, org, roleId);

        const dropped = links.filter((link) => !wanted.has(link.role_id)).map((link) => link.id);
        await removeFromArrays(tx, 'trips', 'user_roles_ids', dropped);
        await tx.query('DELETE FROM user_roles WHERE id = ANY($1::uuid[])', [dropped]);
        await tx.query(
          `UPDATE user_roles SET status = 'active' WHERE user_id = $1 AND organization_id = $2 AND role_id = ANY($3::uuid[])`,
          [id, org, body.role_ids],
        );
        await tx.query(
          `INSERT INTO user_roles (organization_id, user_id, role_id) SELECT $1, $2, unnest($3::uuid[])
           ON CONFLICT (organization_id, user_id, role_id) DO NOTHING`,
          [org, id, body.role_ids],
        );
        await assertActiveAdminsRemain(tx, touched);
        const rolesAfter = await roleNames(tx, id, org);
        if (rolesAfter.join('\n') !== rolesBefore.join('\n')) {
          await recordOn(tx, caller, users.name, [{ id, organization_id: org }], 'roles_set', {
            roles: { before: rolesBefore, after: rolesAfter },
          });
        }
        return store.findOne(tx, users, id, caller);
      });
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      config: { permission: 'users:update', throttleFailures: accountInPath },
      schema: {
        tags: ['Users'],
        operationId: 'resetUserPassword',
        summary: "Set a temporary password for someone else's account",
        description:
          'Every sign-in of that account ends at once. Your own password is changed with POST /users/{id}/password.',
        params: IdParams,
        body: PasswordReset,
        response: { 204: Type.Null({ description: 'Set' }), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const { new_password } = request.body;
      assertAcceptablePassword('new_password', new_password);
      if (id === caller.userId) throw badRequest('Change your own password from Settings');
      const hash = await hashPassword(new_password);
      await db.transaction(async (tx) => {
        const account = await store.findOne(tx, users, id, caller); // 404 outside the caller's organisations
        await assertMayManageAccount(tx, caller, id);
        // That it happened, and by whom; never the password.
        await recordOn(tx, caller, users.name, [account], 'password_reset');
        await tx.query(
          'UPDATE users SET password_hash = $2, token_version = token_version + 1, kept_token_id = NULL WHERE id = $1',
          [id, hash],
        );
      });
      return reply.code(204).send(null);
    },
  );
}
