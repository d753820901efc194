import { userCan, useSession } from '@maziwa/api-client';
import { PermissionsProvider, setDisplayTimeZone } from '@maziwa/ui';
import { useCallback, type ReactNode } from 'react';

/**
 * What the host's shell does for remotes: the kit's Can and RowActions learn from the
 * session what the signed-in person may do, and times show in the organisation's zone.
 */
export function SessionPermissions({ children }: { children?: ReactNode }) {
  const user = useSession((s) => s.user);
  const can = useCallback((permission: string) => userCan(user, permission), [user]);
  // Before any page renders a time (idempotent).
  setDisplayTimeZone(user?.time_zone);
  return <PermissionsProvider can={can}>{children}</PermissionsProvider>;
}
