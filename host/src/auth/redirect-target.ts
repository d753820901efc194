import type { CurrentUser } from '@maziwa/contracts';
import type { Location } from 'react-router-dom';
import { landingPath } from './landing';

const PUBLIC_PATHS = ['/login', '/signup', '/forgot-password'];

/** The state the guard leaves on /login: the page the visitor was sent away from. */
export interface FromState {
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;
}

/**
 * The page to return to after signing in: `state.from` with its search and hash, or where
 * `user` starts (the dashboard when they may read it, see landingPath). A public page is
 * never a target (it would bounce straight back).
 */
export function redirectTarget(state: unknown, user: CurrentUser | null | undefined): string {
  const from = (state as FromState | null | undefined)?.from;
  const pathname = from?.pathname;
  // Only same-app paths: '//host' would leave the console.
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return landingPath(user);
  if (PUBLIC_PATHS.includes(pathname) || pathname === '/') return landingPath(user);
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
