// Not the shared package's main entry: this subpath imports nothing shared and is bundled here.
import { startSessionCheck } from '@maziwa/api-client/early-session';
import { MANIFEST_URL } from './federation/manifest-url';

const noStore = { cache: 'no-store' } as const;

/** Started without waiting for anything, marked handled so an offline start logs no noise. */
function early(url: string): Promise<Response> {
  const response = fetch(url, noStore);
  response.catch(() => undefined);
  return response;
}

// The manifest first: the page's remote waits on it, and the remote is the bigger download.
const manifest = early(MANIFEST_URL);
const config = early('/config.json');

/**
 * The small answers every first page waits for, requested by the entry file itself, while
 * React, the router and the shell are still downloading: on slow mobile data that saves a
 * whole round trip before the page's remote can even be asked for, and another before the
 * page may show (the session check, once the config has said where the API is).
 * bootstrap.tsx reads them.
 */
export const earlyRequests = {
  manifest,
  config,
  session: startSessionCheck(config),
};
