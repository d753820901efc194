import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CENTRE_BOUND_ROLE } from '../auth/built-in-roles';
import {
  holds,
  permissionMessage,
  type CentreLimits,
  type HeldPermissions,
  type RouteAccess,
} from '../auth/permissions';
import { forbidden, unauthorized } from '../http/errors';
import type { AuthContext } from './services';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CallerRow {
  is_active: boolean;
  revoked: boolean;
  token_version: number;
  kept_token_id: string | null;
  org_ids: string[];
  /** The zone of each organisation in org_ids, null where it keeps the server's. */
  org_zones: Array<string | null>;
  held: HeldRow[] | string;
}

interface HeldRow {
  org: string;
  admin: boolean;
  permissions: string[] | null;
  /** Permissions of roles other than the centre-bound one. */
  unlimited: string[] | null;
  /** Centres of the caller's centre-bound links; null when they hold none. */
  centres: string[] | null;
}

// One query per request: the account, its memberships and what its active roles grant in each
// organisation. Reading it every time makes a removed role or membership, a deactivated account
// or a changed role take effect on the next request.
const CALLER_SQL = `
  SELECT u.is_active, u.token_version, u.kept_token_id,
         EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = $2) AS revoked,
         ARRAY(SELECT m.organization_id FROM user_organizations m
                WHERE m.user_id = u.id ORDER BY m.created_at, m.organization_id) AS org_ids,
         ARRAY(SELECT o.time_zone FROM user_organizations m JOIN organizations o ON o.id = m.organization_id
                WHERE m.user_id = u.id ORDER BY m.created_at, m.organization_id) AS org_zones,
         (SELECT coalesce(json_agg(json_build_object('org', h.organization_id, 'admin', h.admin, 'permissions', h.permissions,
                                                     'unlimited', h.unlimited, 'centres', h.centres)), '[]')
            FROM (SELECT ur.organization_id, bool_or(r.name = 'admin') AS admin,
                         array_remove(array_agg(DISTINCT p.name), NULL) AS permissions,
                         array_remove(array_agg(DISTINCT p.name) FILTER (WHERE r.name <> $3), NULL) AS unlimited,
                         CASE WHEN bool_or(r.name = $3) THEN
                           ARRAY(SELECT DISTINCT c FROM user_roles q JOIN roles qr ON qr.id = q.role_id, unnest(q.location_ids) c
                                  WHERE q.user_id = u.id AND q.organization_id = ur.organization_id
                                    AND q.status = 'active' AND qr.name = $3)
                         END AS centres
                    FROM user_roles ur
                    JOIN roles r ON r.id = ur.role_id
                    LEFT JOIN role_permissions rp ON rp.role_id = r.id
                    LEFT JOIN permissions p ON p.id = rp.permission_id
                   WHERE ur.user_id = u.id AND ur.status = 'active'
                   GROUP BY ur.organization_id) h) AS held
    FROM users u WHERE u.id = $1`;

function heldPermissions(row: CallerRow): { held: HeldPermissions; centreLimits: CentreLimits } {
  const entries: HeldRow[] = typeof row.held === 'string' ? JSON.parse(row.held) : row.held;
  const held: HeldPermissions = new Map();
  const centreLimits: CentreLimits = new Map();
  for (const entry of entries) {
    // Roles count only in organisations the account still belongs to.
    if (!row.org_ids.includes(entry.org)) continue;
    held.set(entry.org, entry.admin ? 'all' : new Set(entry.permissions ?? []));
    if (entry.centres) {
      centreLimits.set(entry.org, {
        unlimited: entry.admin ? 'all' : new Set(entry.unlimited ?? []),
        centres: entry.centres,
      });
    }
  }
  return { held, centreLimits };
}

/** A token issued before the account's last password change or reset, other than the changing one. */
function revokedByPasswordChange(row: CallerRow, version: number, jti: string): boolean {
  return version !== row.token_version && row.kept_token_id !== jti;
}

function describeAccess(access: RouteAccess, holders: (permission: string) => string[]): string {
  if (access === 'signed-in') return 'Any signed-in account.';
  const roles = holders(access);
  return `Requires permission \`${access}\` (built-in roles holding it: ${roles.join(', ')}).`;
}

export interface AuthOptions {
  /** Built-in roles holding a permission, for the OpenAPI description of each route. */
  holders(permission: string): string[];
}

/**
 * The gate of the API. Every route declares beside its definition what it needs:
 * `config: { public: true }`, `{ permission: 'signed-in' }` or `{ permission: 'trips:create' }`;
 * a route that declares nothing refuses to register. A caller missing the permission in every
 * organisation of theirs gets 403 and nothing happens; otherwise the request sees only the
 * organisations where they hold it (caller.orgIds), so a list, a create or a lookup elsewhere
 * is refused or not found by the same scoping that keeps organisations apart.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config as { public?: boolean; permission?: RouteAccess } | undefined;
    if (config?.public) return;
    if (!config?.permission) throw new Error(`${String(route.method)} ${route.url} declares no permission`);
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    const access = describeAccess(config.permission, options.holders);
    schema.description = schema.description ? `${String(schema.description)}\n\n${access}` : access;
    schema['x-permission'] = config.permission;
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i);
    if (!match) throw unauthorized('Missing bearer token');
    const claims = await app.maziwa.tokens.verify(match[1]);
    if (!claims || !UUID.test(claims.userId)) throw unauthorized('Invalid or expired token');
    const { rows } = await app.maziwa.db.query<CallerRow>(CALLER_SQL, [claims.userId, claims.jti, CENTRE_BOUND_ROLE]);
    const user = rows[0];
    if (!user || user.revoked || !user.is_active || revokedByPasswordChange(user, claims.version, claims.jti)) {
      throw unauthorized('Invalid or expired token');
    }
    const { held, centreLimits } = heldPermissions(user);
    const timeZones: Record<string, string> = {};
    user.org_ids.forEach((org, i) => {
      const zone = user.org_zones[i];
      if (zone) timeZones[org] = zone;
    });
    const auth: AuthContext = {
      userId: claims.userId,
      orgIds: user.org_ids,
      memberOrgIds: user.org_ids,
      held,
      centreLimits,
      timeZones,
      jti: claims.jti,
      expiresAt: claims.expiresAt,
    };
    const access = request.routeOptions.config?.permission;
    if (access && access !== 'signed-in') {
      const permitted = user.org_ids.filter((org) => holds(held, org, access));
      if (permitted.length === 0) throw forbidden(permissionMessage(access));
      auth.orgIds = permitted;
      auth.permission = access;
    }
    request.auth = auth;
  });
}

/** The signed-in caller of an authenticated route. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
