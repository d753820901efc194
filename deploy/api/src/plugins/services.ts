import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { HeldPermissions, PermissionName, RouteAccess } from '../auth/permissions';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import type { UploadedFile } from '../http/uploads';
import type { Caller } from '../auth/caller';

/**
 * What the routes share, decorated once on the API's own (encapsulated) instance. The layers
 * above add theirs by declaration merging (resources/store.ts adds `store`), so this layer
 * never imports them.
 */
export interface ApiServices {
  db: Database;
  tokens: TokenService;
}

/**
 * The API's instance as its route plugins see it: with the TypeBox type provider, a handler's
 * `request.body`, `query` and `params` and what it answers are the types of that route's own
 * schemas, so the schema a request is validated with is the only place its shape is written.
 * (The provider is types only: validation stays with Fastify's Ajv and plugins/validation-errors.)
 */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AuthContext extends Caller {
  /** Every organisation the account belongs to (orgIds keeps those where the route's permission is held). */
  memberOrgIds: string[];
  held: HeldPermissions;
  /** The permission the route asked for, when it asked for one. */
  permission?: PermissionName;
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    maziwa: ApiServices;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Files of a multipart request, by field, on routes that accept them (acceptFiles). */
    uploads: Record<string, UploadedFile> | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
    /** What the caller must hold (see plugins/auth.ts); every non-public route says. */
    permission?: RouteAccess;
    /** Multipart fields this route takes as files (see acceptFiles). */
    fileFields?: string[];
  }
}
