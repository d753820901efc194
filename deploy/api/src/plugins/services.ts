import type { HeldPermissions, PermissionName, RouteAccess } from '../auth/permissions';
import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import type { UploadedFile } from '../http/uploads';
import type { ResourceStore } from '../resources/store';
import type { Caller } from '../resources/types';

/** What the routes share, decorated once on the API's own (encapsulated) instance. */
export interface ApiServices {
  db: Database;
  tokens: TokenService;
  store: ResourceStore;
}

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
