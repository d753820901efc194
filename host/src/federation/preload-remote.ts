import { getToken } from '@maziwa/api-client';
import { consolePageAt } from './console-pages';
import { loadRemoteModule } from './load-remote-module';

/**
 * Starts fetching the remote that owns `pathname` (its entry and routes module) without
 * waiting for the session check: on a phone over mobile data the two round trips then
 * overlap instead of following each other. Only for a signed-in visitor (a token is
 * stored): someone signed out is sent to the sign-in page and must not pay for a remote.
 * A failure is not reported here; the remote's area retries and explains it when shown.
 */
export function preloadRemoteOf(pathname: string): void {
  if (!getToken()) return;
  const id = consolePageAt(pathname)?.remote;
  if (id) loadRemoteModule(id).catch(() => undefined);
}
