import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY: addresses or CIDRs of the proxies in front (nginx, a load balancer), separated
 * by commas, or 'true' for any; unset trusts none. Behind a trusted proxy the client's address
 * is read from X-Forwarded-For, which the per-address sign-in limit counts by; trusting
 * anyone else would let a client pick its own address.
 */
export function trustProxyFromEnv(raw = process.env.TRUST_PROXY): FastifyServerOptions['trustProxy'] {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
