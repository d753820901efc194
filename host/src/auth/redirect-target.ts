import type { Location } from 'react-router-dom';

/** Where a signed-in visitor goes when no page was asked for (spec 9). */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

const PUBLIC_PATHS = ['/login', '/signup', '/forgot-password'];

/** The state the guard leaves on /login: the page the visitor was sent away from. */
export interface FromState {
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
}

/**
 * The page to return to after signing in: `state.from` with its search and hash, or the
 * dashboard. A public page is never a target (it would bounce straight back).
 */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = from?.pathname;
  // Only same-app paths: '//host' would leave the console.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  if (PUBLIC_PATHS.includes(pathname)) return DEFAULT_AFTER_LOGIN;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
