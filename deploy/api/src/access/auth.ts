import { Type } from '@sinclair/typebox';
import { recordWrite } from '../resources/record';
import { assertAcceptablePassword, NewPassword } from '../auth/password-policy';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../auth/passwords';
import { TOKEN_TTL_SECONDS } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { createOrganization } from '../organizations/create-organization';
import { callerOf } from '../plugins/auth';
import type { ApiInstance } from '../plugins/services';
import { accountInBody } from '../plugins/sign-in-throttle';
import { organizations } from '../organizations/organizations';
import { users } from './users';
import { errorResponses } from '../schemas/common';

const TokenRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254, description: 'The email address.' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { title: 'TokenRequest' },
);

const TokenResponse = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds.' }),
  },
  { title: 'TokenResponse' },
);

const RegisterRequest = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: NewPassword,
    first_name: Type.String({ minLength: 1, maxLength: 100 }),
    last_name: Type.String({ minLength: 1, maxLength: 100 }),
    organization_name: Type.String({ minLength: 1, maxLength: 200 }),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Default: first-last.' })),
  },
  { title: 'RegisterRequest', additionalProperties: false },
);

const WRONG_CREDENTIALS = 'Incorrect email or password';

export async function authRoutes(app: ApiInstance): Promise<void> {
  const { db, tokens, store } = app.maziwa;

  app.post(
    '/token',
    {
      config: { public: true, throttleFailures: accountInBody('username') },
      schema: {
        tags: ['Authentication'],
        operationId: 'signIn',
        summary: 'Sign in',
        description: 'Form fields username (the email) and password: multipart, urlencoded or JSON.',
        security: [],
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const { rows } = await db.query<{ id: string; password_hash: string; is_active: boolean; token_version: number }>(
        'SELECT id, password_hash, is_active, token_version FROM users WHERE lower(email) = lower($1)',
        [username.trim()],
      );
      const user = rows[0];
      const valid = user ? await verifyPassword(password, user.password_hash) : await verifyAgainstDecoy(password);
      if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
      if (!user.is_active) throw new HttpError(403, 'This account is deactivated');
      const { token } = await tokens.issue(user.id, user.token_version);
      return { access_token: token, token_type: 'bearer' as const, expires_in: TOKEN_TTL_SECONDS };
    },
  );

  app.post(
    '/logout',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['Authentication'],
        operationId: 'signOut',
        summary: 'Sign out: the token stops working',
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { jti, expiresAt } = callerOf(request);
      await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
      await db.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        jti,
        expiresAt,
      ]);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/register',
    {
      config: { public: true, throttleFailures: accountInBody('email') },
      schema: {
        tags: ['Authentication'],
        operationId: 'registerOrganization',
        summary: 'Create an account and its organisation (you become its admin)',
        security: [],
        body: RegisterRequest,
        response: { 201: users.schemas.item, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      assertAcceptablePassword('password', body.password);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const organization = await createOrganization(tx, body.organization_name.trim());
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO users (email, username, first_name, last_name, password_hash)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [
            body.email.trim().toLowerCase(),
            body.username ?? `${body.first_name}-${body.last_name}`.replace(/\s+/g, '-'),
            body.first_name,
            body.last_name,
            passwordHash,
          ],
        );
        const id = rows[0].id;
        await tx.query('INSERT INTO user_organizations (user_id, organization_id) VALUES ($1, $2)', [
          id,
          organization.id,
        ]);
        await tx.query('INSERT INTO user_roles (organization_id, user_id, role_id) VALUES ($1, $2, $3)', [
          organization.id,
          id,
          organization.roleIds.admin,
        ]);
        const caller = { userId: id, orgIds: [organization.id] };
        const created = await store.findOne(tx, users, id, caller);
        // The new organisation's trail starts with its own creation and its first admin's.
        await recordWrite(
          tx,
          caller,
          organizations.name,
          undefined,
          await store.findOne(tx, organizations, organization.id, caller),
        );
        await recordWrite(tx, caller, users.name, undefined, created);
        return created;
      });
      return reply.code(201).send(user);
    },
  );
}
