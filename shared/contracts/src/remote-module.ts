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
 * Which paths each remote serves. The host uses it to fetch a remote only when one of its
 * paths is visited; a remote's `routes` must cover exactly these paths.
 */
export const REMOTE_PATHS: Record<RemoteId, readonly string[]> = {
  reports: ['/dashboard', '/reports/quality', '/reports/milk-volume', '/reports/extension-services'],
  collection: [
    '/milk-collections/collection-schedule',
    '/milk-collections/driver-tracking',
    '/milk-collections/pickup-management',
    '/milk-collections/inventory',
  ],
  quality: ['/quality-control/quality-tests', '/quality-control/rejection-logs'],
  farmers: [
    '/farmers/farmers-profiles',
    '/farmer/add-new-farmer',
    '/extension-services/assignments',
    '/extension-services/call-logs',
  ],
  payroll: ['/payroll/pending-payments', '/payroll/completed-payments'],
  logistics: [
    '/logistics-management/driver-management',
    '/logistics-management/routes-management',
    '/logistics-management/collection-centers-and-qa-agents',
    '/logistics-management/trips',
    '/logistics-management/supplies',
    '/feed-management',
    '/driver/add-new-driver',
    '/route/add-new-route',
    '/collection-center/add',
    '/trip/add',
    '/supply/add',
  ],
  admin: ['/user-management/users', '/user-management/roles', '/user-management/permissions'],
};

/** The remote that serves `pathname`, if any. */
export function remoteForPath(pathname: string): RemoteId | undefined {
  return REMOTE_IDS.find((id) => REMOTE_PATHS[id].includes(pathname));
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
