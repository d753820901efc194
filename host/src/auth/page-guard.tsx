import { useCan } from '@maziwa/api-client';
import { NoAccessPanel } from '@maziwa/ui';
import type { ReactNode } from 'react';
import { consolePageAt } from '../federation/console-pages';

export interface PageGuardProps {
  /** The console page being opened (normalised: no trailing slash). */
  path: string;
  children: ReactNode;
}

/**
 * Shows the page only to a person who may read it (the permission its remote declares); anyone else gets the
 * "no access" panel inside the shell, and the page's remote is not even fetched.
 */
export function PageGuard({ path, children }: PageGuardProps) {
  const allowed = useCan(consolePageAt(path)?.permission ?? '');
  return allowed ? <>{children}</> : <NoAccessPanel />;
}
