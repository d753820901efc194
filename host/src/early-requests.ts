import { MANIFEST_URL } from './federation/manifest-url';

const noStore = { cache: 'no-store' } as const;

/** Started without waiting for anything, marked handled so an offline start logs no noise. */
function early(url: string): Promise<Response> {
  const response = fetch(url, noStore);
  response.catch(() => undefined);
  return response;
}

/**
 * The two small files every first page waits for, requested by the entry file itself, while
 * React, the router and the shell are still downloading: on slow mobile data that saves a
 * whole round trip before the page's remote can even be asked for. bootstrap.tsx reads them.
 */
export const earlyRequests = {
  manifest: early(MANIFEST_URL),
  config: early('/config.json'),
};
