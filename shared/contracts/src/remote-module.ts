import type { RouteObject } from 'react-router-dom';

/** The seven independently deployed parts of the console. */
export const REMOTE_IDS = [
  'reports',
  'collection',
  'quality',
  'farmers',
  'payroll',
  'logistics',
  'admin',
] as const;

export type RemoteId = (typeof REMOTE_IDS)[number];

/**
 * What every remote exposes as `<remote>/routes`. Route paths are absolute (they start
 * with `/`), so the host can mount them as they are.
 */
export interface RemoteModule {
  id: RemoteId;
  routes: RouteObject[];
}

/**
 * Every console page, by the remote that serves it, with the permission reading it needs
 * (`resource:action`, what the API asks of the page's main call; an add page asks for the
 * `:create` it exists for). A new page is one line here: the host routes its path to the
 * remote, hides its sidebar entry and shows "no access" from this alone.
 */
export const CONSOLE_PAGES = {
  reports: {
    '/dashboard': 'reports:read',
    '/reports/quality': 'reports:read',
    '/reports/milk-volume': 'reports:read',
    '/reports/extension-services': 'reports:read',
  },
  collection: {
    '/milk-collections/collection-schedule': 'trips:read',
    '/milk-collections/driver-tracking': 'trips:read',
    '/milk-collections/pickup-management': 'consolidations:read',
    '/milk-collections/inventory': 'collections:read',
  },
  quality: {
    '/quality-control/quality-tests': 'quality_tests:read',
    '/quality-control/rejection-logs': 'rejections:read',
  },
  farmers: {
    // Farmers are people records: user roles of the Producer role.
    '/farmers/farmers-profiles': 'user_roles:read',
    '/farmer/add-new-farmer': 'user_roles:create',
    // One farmer's profile, collections and payments, and its full edit (no sidebar entries).
    '/farmers/farmers-profiles/:id': 'user_roles:read',
    '/farmers/farmers-profiles/:id/edit': 'user_roles:update',
    '/extension-services/assignments': 'extension_services:read',
    '/extension-services/call-logs': 'extension_services:read',
  },
  payroll: {
    '/payroll/pending-payments': 'payments:read',
    '/payroll/completed-payments': 'payments:read',
    // One payment's payslip, opened from a row (no sidebar entry).
    '/payroll/payslips/:id': 'payments:read',
    '/payroll/rates': 'payments:read',
    '/payroll/advances': 'payments:read',
    '/payroll/pay-runs': 'payments:read',
    '/payroll/pay-runs/:id': 'payments:read',
  },
  logistics: {
    '/logistics-management/driver-management': 'user_roles:read',
    '/logistics-management/routes-management': 'routes:read',
    '/logistics-management/collection-centers-and-qa-agents': 'locations:read',
    '/logistics-management/trips': 'trips:read',
    '/logistics-management/supplies': 'supplies:read',
    '/feed-management': 'feed_store:read',
    '/driver/add-new-driver': 'user_roles:create',
    '/driver/:id/edit': 'user_roles:update',
    '/route/add-new-route': 'routes:create',
    // One route's Edit, opened from its row (no sidebar entry).
    '/route/:id/edit': 'routes:update',
    '/collection-center/add': 'locations:create',
    '/trip/add': 'trips:create',
    '/supply/add': 'supplies:create',
  },
  admin: {
    '/user-management/users': 'users:read',
    '/user-management/roles': 'roles:read',
    '/user-management/permissions': 'permissions:read',
    '/user-management/activity': 'audit_events:read',
  },
} as const satisfies Record<RemoteId, Record<string, string>>;

/**
 * Which paths each remote serves. The host uses it to fetch a remote only when one of its
 * paths is visited; a remote's `routes` must cover exactly these paths.
 */
export const REMOTE_PATHS: Readonly<Record<RemoteId, readonly string[]>> = (() => {
  const paths = {} as Record<RemoteId, readonly string[]>;
  for (const id of REMOTE_IDS) paths[id] = Object.keys(CONSOLE_PAGES[id]);
  return paths;
})();

/**
 * `pathname` is a page of `path`: the same, or `path` has `:name` segments (a record's id)
 * that stand for any one segment: '/payroll/payslips/:id' serves '/payroll/payslips/pay-1'.
 */
function servesPath(path: string, pathname: string): boolean {
  const want = path.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((segment, i) => segment === got[i] || (segment.startsWith(':') && got[i] !== ''));
}

/**
 * The permission reading the console page at `pathname` needs; undefined for a path no
 * remote serves.
 */
export function pagePermission(pathname: string): string | undefined {
  const id = remoteForPath(pathname);
  if (!id) return undefined;
  const pages = CONSOLE_PAGES[id] as Record<string, string>;
  return pages[pathname] ?? pages[REMOTE_PATHS[id].find((path) => servesPath(path, pathname))!];
}

/** The remote that serves `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteId | undefined {
  return REMOTE_IDS.find((id) => REMOTE_PATHS[id].some((path) => servesPath(path, pathname)));
}

/** One line of `/remotes.json`, the manifest deploy/ writes and the host reads at start. */
export interface RemoteManifestEntry {
  name: RemoteId;
  /** URL of the remote's mf-manifest.json (or remoteEntry.js). */
  entry: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/** `/config.json`: settings read at run time, never built into a bundle. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  googleMapsApiKey?: string;
}
