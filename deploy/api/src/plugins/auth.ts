import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors';
import type { AuthContext } from './services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every route needs a valid bearer token unless its config says `public: true`. The user
 * and their organisations are read on each request, so a removed membership or a
 * deactivated account takes effect at once; a logged-out token is refused.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) throw unauthorized('Missing bearer token');
    const claims = await app.maziwa.tokens.verify(match[1]);
    if (!claims || !UUID.test(claims.userId)) throw unauthorized('Invalid or expired token');
    const { rows } = await app.maziwa.db.query<{ is_active: boolean; revoked: boolean; org_ids: string[] }>(
      `SELECT u.is_active,
              EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2) AS revoked,
              ARRAY(SELECT m.organization_id FROM user_organizations m
                     WHERE m.user_id = u.id ORDER BY m.created_at, m.organization_id) AS org_ids
         FROM users u WHERE u.id = $1`,
      [claims.userId, claims.jti],
    );
    const user = rows[0];
    if (!user || user.revoked || !user.is_active) throw unauthorized('Invalid or expired token');
    request.auth = { userId: claims.userId, orgIds: user.org_ids, jti: claims.jti, expiresAt: claims.expiresAt };
  });
}

/** The signed-in caller of an authenticated route. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
