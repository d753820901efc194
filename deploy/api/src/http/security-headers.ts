import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Content-Security-Policy directives by name, e.g. { 'img-src': ["'self'", 'data:'] }. */
export type CspDirectives = Record<string, string[]>;

/**
 * The API answers JSON only: nothing it sends may load, run or be framed.
 */
export const API_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every response of `app` (helmet): the given CSP and no framing,
 * nosniff, a referrer policy and helmet's other defaults. Done once per server: where a
 * parent (the gateway) already sets them, it does nothing, so the console's policy covers
 * the API mounted under it.
 */
export async function registerSecurityHeaders(app: FastifyInstance, directives: CspDirectives): Promise<void> {
  if (app.hasReplyDecorator('helmet')) return;
  await app.register(helmet, {
    // Only the directives given: helmet's defaults include upgrade-insecure-requests, which
    // breaks the console served over plain http on localhost.
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    // The origin, not the path, goes to other sites: enough for a referrer-restricted Google
    // Maps key, while addresses of records (ids in the path) stay in the console.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
