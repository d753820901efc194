import { apiUrlUnder, DEFAULT_API_BASE_URL } from './api-url';
import { getToken } from './token-storage';

/** What the check needs of /config.json. */
type ApiAddress = { apiBaseUrl?: string };

/** The session check's path (the session store asks the same). */
export const CURRENT_USER_PATH = 'users/me';

/**
 * Starts the session check (GET /users/me with the stored token) as soon as /config.json has
 * said where the API is, without waiting for the console's code: the host's entry file calls
 * it while React and the shell are still downloading, so on mobile data the answer is in by
 * the time the shell could ask. The session store reads it (`init(started)`). Undefined when
 * no one is signed in. Imports nothing shared, so it adds a few hundred bytes to the entry.
 */
export function startSessionCheck(config: Promise<Response>): Promise<Response | undefined> {
  const started = config
    // Cloned: the config loader reads the same answer's body.
    .then((response): Promise<ApiAddress> | ApiAddress => (response.ok ? response.clone().json() : {}))
    .catch((): ApiAddress => ({}))
    .then(({ apiBaseUrl }) => {
      const token = getToken();
      if (!token) return undefined;
      return fetch(apiUrlUnder(apiBaseUrl || DEFAULT_API_BASE_URL, CURRENT_USER_PATH), {
        headers: { Authorization: `Bearer ${token}` },
        cache: 'no-store',
      });
    });
  started.catch(() => undefined);
  return started;
}
