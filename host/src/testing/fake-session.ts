import { TOKEN_STORAGE_KEY, useSession } from '@maziwa/api-client';
import { signedInUser, withRole } from '@maziwa/api-client/testing';
import type { CurrentUser } from '@maziwa/contracts';

/** A signed-in administrator, as GET /users/me would return them: the same person as every remote's tests. */
export const demoUser: CurrentUser = signedInUser;

/** The same person as an office clerk (role `user`): reads most, no delete, no money, no staff accounts. */
export const clerkUser: CurrentUser = withRole(
  { ...demoUser, id: 'u-2', email: 'clerk@maziwa.test', username: 'clerk' },
  'user',
);

/** A QA/Collector: its centres' lists, tests, rejections and collections; no reports, no payments. */
export const qaUser: CurrentUser = withRole(
  { ...demoUser, id: 'u-3', email: 'qa@maziwa.test', username: 'qa' },
  'QA/Collector',
);

/** A Driver: a people record holding no permission, so no console access. */
export const driverUser: CurrentUser = withRole(
  { ...demoUser, id: 'u-4', email: 'driver@maziwa.test', username: 'driver' },
  'Driver',
);

/**
 * Puts a signed-in user in the session store, with a stored token (so Logout calls the
 * API as it would for real).
 *
 * @example signInAs(driverUser);
 */
export function signInAs(user: CurrentUser = demoUser): CurrentUser {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  useSession.setState({ status: 'authenticated', user, orgId: user.organization_ids?.[0] ?? null });
  return user;
}

/** Clears the session store and the stored token: status `anonymous` unless told otherwise. */
export function resetSession(status: 'anonymous' | 'loading' = 'anonymous'): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  useSession.setState({ status, user: null, orgId: null });
}
