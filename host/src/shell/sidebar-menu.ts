import { pagePermission } from '@maziwa/contracts';
import type { IconName } from './icons';

/** A page reachable from the sidebar. */
export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  icon: IconName;
}

/**
 * A page of a group. `heading`: the page's h1 where it is not the menu label; the shell shows
 * it while the page's remote loads (pageHeading), so it must be the remote's h1 word for word.
 */
export interface MenuItem {
  label: string;
  path: string;
  heading?: string;
}

/** A collapsible group of pages (docs/screens.md#sidebar). */
export interface MenuGroup {
  kind: 'group';
  /** Stable key, also used for element ids. */
  id: string;
  label: string;
  icon: IconName;
  items: MenuItem[];
}

export type MenuEntry = MenuLink | MenuGroup;

/**
 * The side navigation, in display order (docs/screens.md#sidebar). Paths must be ones a remote serves
 * (REMOTE_PATHS); each person sees the entries they may read (readableMenu).
 */
export const SIDEBAR_MENU: readonly MenuEntry[] = [
  { kind: 'link', label: 'Dashboard', path: '/dashboard', icon: 'dashboard' },
  { kind: 'link', label: 'Feed Management', path: '/feed-management', icon: 'feed' },
  {
    kind: 'group',
    id: 'milk-collection',
    label: 'Milk Collection',
    icon: 'milk',
    items: [
      { label: 'Collection Schedule', path: '/milk-collections/collection-schedule' },
      { label: 'Driver Tracking', path: '/milk-collections/driver-tracking' },
      { label: 'Pickup Management', path: '/milk-collections/pickup-management' },
      { label: 'Inventory', path: '/milk-collections/inventory' },
    ],
  },
  {
    kind: 'group',
    id: 'quality-control',
    label: 'Quality Control',
    icon: 'quality',
    items: [
      { label: 'Quality Tests (On-Site)', path: '/quality-control/quality-tests', heading: 'Quality Tests' },
      { label: 'Rejection Logs', path: '/quality-control/rejection-logs' },
    ],
  },
  {
    kind: 'group',
    id: 'farmers',
    label: 'Farmers',
    icon: 'farmers',
    items: [{ label: 'Farmer Profiles', path: '/farmers/farmers-profiles' }],
  },
  {
    kind: 'group',
    id: 'payroll',
    label: 'Payroll',
    icon: 'payroll',
    items: [
      { label: 'Pending Payments', path: '/payroll/pending-payments' },
      { label: 'Completed Payments', path: '/payroll/completed-payments' },
      { label: 'Pay Runs', path: '/payroll/pay-runs' },
      { label: 'Rates', path: '/payroll/rates' },
      { label: 'Advances', path: '/payroll/advances' },
    ],
  },
  {
    kind: 'group',
    id: 'logistics-management',
    label: 'Logistics Management',
    icon: 'logistics',
    items: [
      { label: 'Driver Management', path: '/logistics-management/driver-management' },
      { label: 'Routes Management', path: '/logistics-management/routes-management' },
      { label: 'Collection Centers & QA Agents', path: '/logistics-management/collection-centers-and-qa-agents' },
    ],
  },
  {
    kind: 'group',
    id: 'user-management',
    label: 'User Management',
    icon: 'users',
    items: [
      { label: 'Users', path: '/user-management/users' },
      { label: 'Roles', path: '/user-management/roles', heading: 'User Management' },
      { label: 'Permissions', path: '/user-management/permissions' },
      { label: 'Activity', path: '/user-management/activity' },
    ],
  },
  {
    kind: 'group',
    id: 'extension-services',
    label: 'Extension Services',
    icon: 'extension',
    items: [
      { label: 'Assignments', path: '/extension-services/assignments' },
      { label: 'Call Logs', path: '/extension-services/call-logs' },
    ],
  },
  {
    kind: 'group',
    id: 'reports',
    label: 'Reports',
    icon: 'reports',
    items: [
      { label: 'Quality', path: '/reports/quality' },
      { label: 'Milk Volume', path: '/reports/milk-volume' },
      { label: 'Extension Services', path: '/reports/extension-services' },
    ],
  },
];

/**
 * The entries of SIDEBAR_MENU whose page `can` read (CONSOLE_PAGES says what each needs);
 * a group keeps its readable pages and disappears with none.
 */
export function readableMenu(can: (permission: string) => boolean): MenuEntry[] {
  const readable = (path: string) => {
    const permission = pagePermission(path);
    return permission !== undefined && can(permission);
  };
  return SIDEBAR_MENU.flatMap((entry): MenuEntry[] => {
    if (entry.kind === 'link') return readable(entry.path) ? [entry] : [];
    const items = entry.items.filter((item) => readable(item.path));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/** The paths of `menu`, top to bottom. */
export function menuPaths(menu: readonly MenuEntry[]): string[] {
  return menu.flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.items.map((item) => item.path)));
}

/** Trailing slashes do not make a different page. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The group holding the page at `pathname` (exact match only), if any. */
export function groupOfPath(pathname: string): MenuGroup | undefined {
  const path = normalizePath(pathname);
  return SIDEBAR_MENU.find(
    (entry): entry is MenuGroup => entry.kind === 'group' && entry.items.some((item) => item.path === path),
  );
}

/**
 * The h1 of the sidebar page at `pathname` (exact match only), if any. The shell shows it
 * while that page's remote is still on its way, so a phone on mobile data sees the page named
 * at once instead of after the remote's files arrive (bench/README.md, lighthouse).
 */
export function pageHeading(pathname: string): string | undefined {
  const path = normalizePath(pathname);
  for (const entry of SIDEBAR_MENU) {
    if (entry.kind === 'link' && entry.path === path) return entry.label;
    if (entry.kind === 'group') {
      const item = entry.items.find((candidate) => candidate.path === path);
      if (item) return item.heading ?? item.label;
    }
  }
  return undefined;
}
