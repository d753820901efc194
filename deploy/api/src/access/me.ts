import { Type } from '@sinclair/typebox';
import { recordOn } from '../resources/record';
import { assertAcceptablePassword, NewPassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { heldList } from '../auth/permissions';
import { fieldError, forbidden } from '../http/errors';
import { callerOf } from '../plugins/auth';
import { organisationTimeZone } from '../resources/scope';
import type { ApiInstance } from '../plugins/services';
import { accountInPath } from '../plugins/sign-in-throttle';
import { errorResponses, IdParams, Uuid } from '../schemas/common';

const CurrentUser = Type.Object(
  {
    id: Uuid(),
    email: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    avatarUrl: Type.Union([Type.String(), Type.Null()]),
    organization_ids: Type.Array(Uuid(), { description: 'The first is the organisation screens work in.' }),
    role: Type.Optional(
      Type.String({ description: "Shown in the profile menu: 'admin' if held, else the first role." }),
    ),
    roles: Type.Array(Type.String(), { description: 'Names of the active roles held in your organisations.' }),
    time_zone: Type.String({
      description:
        'The IANA zone the organisation screens work in (the first of organization_ids) keeps its days in: its own ' +
        "(PUT /organizations/{id} time_zone), else the server's MAZIWA_TIME_ZONE, Africa/Nairobi by default. Report periods " +
        'and "overdue" count days in it; the console shows every time in it, whatever the browser\'s zone.',
    }),
    permissions: Type.Array(Type.String(), {
      description:
        'What you may do in the organisation screens work in (the first of organization_ids), as resource:action. ' +
        'Empty: no console access (Driver and Producer records).',
    }),
  },
  { title: 'CurrentUser' },
);

interface UserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  roles: string[] | null;
}

const PasswordChange = Type.Object(
  {
    old_password: Type.String({ minLength: 1, maxLength: 200 }),
    new_password: NewPassword,
  },
  { title: 'PasswordChange', additionalProperties: false },
);

export async function meRoutes(app: ApiInstance): Promise<void> {
  const { db } = app.maziwa;

  app.get(
    '/users/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['Authentication'],
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        response: { 200: CurrentUser, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { rows } = await db.query<UserRow>(
        `SELECT u.id, u.email, u.username, u.first_name, u.last_name, u.avatar_url,
                ARRAY(SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                       WHERE ur.user_id = u.id AND ur.status = 'active' AND ur.organization_id = ANY($2::uuid[])
                       GROUP BY r.name
                       ORDER BY min(array_position($2::uuid[], ur.organization_id)), r.name) AS roles
           FROM users u WHERE u.id = $1`,
        [caller.userId, caller.orgIds],
      );
      const user = rows[0];
      const roles = user.roles ?? [];
      return {
        id: user.id,
        email: user.email,
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        avatarUrl: user.avatar_url ?? null,
        organization_ids: caller.orgIds,
        role: roles.includes('admin') ? 'admin' : roles[0],
        roles,
        // The zone the API counts this organisation's days in (docs/rules.md#dates).
        time_zone: organisationTimeZone(caller) ?? db.timeZone,
        permissions: heldList(caller.held, caller.orgIds[0]),
      };
    },
  );

  app.post(
    '/users/:id/password',
    {
      config: { permission: 'signed-in', throttleFailures: accountInPath },
      schema: {
        tags: ['Authentication'],
        operationId: 'changeOwnPassword',
        summary: 'Change your own password',
        params: IdParams,
        body: PasswordChange,
        response: { 204: Type.Null({ description: 'Changed' }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      if (id !== caller.userId) throw forbidden('You can only change your own password');
      const { old_password, new_password } = request.body;
      assertAcceptablePassword('new_password', new_password);
      const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id]);
      if (!(await verifyPassword(old_password, rows[0].password_hash)))
        throw fieldError('old_password', 'is incorrect');
      const hash = await hashPassword(new_password);
      await db.transaction(async (tx) => {
        // Every other sign-in of this account ends; the one changing the password goes on.
        await tx.query(
          'UPDATE users SET password_hash = $2, token_version = token_version + 1, kept_token_id = $3 WHERE id = $1',
          [id, hash, caller.jti],
        );
        // The trail of each of their organisations says it happened; never the password.
        const { rows: memberships } = await tx.query<{ organization_id: string }>(
          'SELECT organization_id FROM user_organizations WHERE user_id = $1',
          [id],
        );
        if (memberships.length > 0) {
          await recordOn(
            tx,
            caller,
            'users',
            [{ id, organization_ids: memberships.map((m) => m.organization_id) }],
            'password_change',
          );
        }
      });
      return reply.code(204).send(null);
    },
  );
}
