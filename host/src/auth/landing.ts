import { hasConsoleAccess, userCan } from '@maziwa/api-client';
import { pagePath, type CurrentUser } from '@maziwa/contracts';
import { menuPaths, readableMenu } from '../shell/sidebar-menu';

/** The console's home (docs/rules.md#constants), for everyone who may read it. */
export const HOME_PATH = pagePath('/dashboard');

/** Where deliveries are recorded at a centre: the QA/Collector's start (issue 33). */
export const INTAKE_PATH = pagePath('/milk-collections/intake');

/**
 * Where `user` starts: the dashboard when they may read it; else Intake when they may record
 * deliveries there (a QA/Collector reads no reports: they work at the centre); else the first
 * page of their sidebar, else their settings; /unauthorized for an account without console
 * access (Driver, Producer).
 */
export function landingPath(user: CurrentUser | null | undefined): string {
  if (!hasConsoleAccess(user)) return '/unauthorized';
  const paths = menuPaths(readableMenu((permission) => userCan(user, permission)));
  if (paths.includes(HOME_PATH)) return HOME_PATH;
  if (paths.includes(INTAKE_PATH)) return INTAKE_PATH;
  return paths[0] ?? '/settings';
}
