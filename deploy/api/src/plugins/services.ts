import type { TokenService } from '../auth/tokens';
import type { Database } from '../db/database';
import type { ResourceStore } from '../resources/store';
import type { Caller } from '../resources/types';

/** What the routes share, decorated once on the API's own (encapsulated) instance. */
export interface ApiServices {
  db: Database;
  tokens: TokenService;
  store: ResourceStore;
}

export interface AuthContext extends Caller {
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    maziwa: ApiServices;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a bearer token. */
    public?: boolean;
  }
}
