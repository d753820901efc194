import { randomUUID } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SignJWT, jwtVerify } from 'jose';

/** Sign-ins last a working day. */
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

export interface TokenClaims {
  userId: string;
  jti: string;
  /** The account's token_version when issued (see migration 011). */
  version: number;
  expiresAt: Date;
}

export interface TokenService {
  issue(userId: string, version: number): Promise<{ token: string; claims: TokenClaims }>;
  /** The claims of a valid token, or null (bad signature, expired, malformed). */
  verify(token: string): Promise<TokenClaims | null>;
}

// The claims a token must carry, each of its type: a `ver` of "0" or a `sub` that is no
// account id is a token this API did not issue (or a forged one), answered 401.
const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const Claims = Type.Object({
  sub: Type.String({ pattern: UUID }),
  jti: Type.String({ pattern: UUID }),
  ver: Type.Integer({ minimum: 0 }),
  exp: Type.Integer(),
});

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, version) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(now + ttlSeconds)
        .sign(key);
      return { token, claims: { userId, jti, version, expiresAt: new Date((now + ttlSeconds) * 1000) } };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!Value.Check(Claims, payload)) return null;
        return { userId: payload.sub, jti: payload.jti, version: payload.ver, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
