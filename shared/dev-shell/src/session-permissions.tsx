import { userCan, useSession } from '@maziwa/api-client';
import { PermissionsProvider } from '@maziwa/ui';
import { useCallback, type ReactNode } from 'react';

/**
 * What the host's shell does for remotes: the kit's Can and RowActions learn from the
 * session what the signed-in person may do.
 */
export function SessionPermissions({ children }: { children?: ReactNode }) {
  const user = useSession((s) => s.user);
  const can = useCallback((permission: string) => userCan(user, permission), [user]);
  return <PermissionsProvider can={can}>{children}</PermissionsProvider>;
}
