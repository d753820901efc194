import { hasConsoleAccess, userCan } from '@maziwa/api-client';
import { pagePath, type CurrentUser } from '@maziwa/contracts';
import { menuPaths, readableMenu } from '../shell/sidebar-menu';

/** The console's home (docs/rules.md#constants), for everyone who may read it. */
export const HOME_PATH = pagePath('/dashboard');

/**
 * Where `user` starts: the dashboard when they may read it, else the first page of their
 * sidebar (a QA/Collector reads no reports), else their settings; /unauthorized for an
 * account without console access (Driver, Producer).
 */
export function landingPath(user: CurrentUser | null | undefined): string {
  if (!hasConsoleAccess(user)) return '/unauthorized';
  const paths = menuPaths(readableMenu((permission) => userCan(user, permission)));
  if (paths.includes(HOME_PATH)) return HOME_PATH;
  return paths[0] ?? '/settings';
}
