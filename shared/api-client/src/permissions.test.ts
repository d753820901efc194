import type { CurrentUser } from '@maziwa/contracts';
import { act, renderHook } from '@testing-library/react';
import { hasConsoleAccess, useCan, userCan } from './permissions';
import { useSession } from './session';
import { signedInUser } from './testing';

const clerk: CurrentUser = {
  ...signedInUser,
  email: 'clerk@maziwa.test',
  username: 'clerk',
  roles: ['user'],
  permissions: ['trips:read', 'trips:create'],
};

describe('permissions in the console', () => {
  it('answers from the permissions /users/me gave', () => {
    expect(userCan(clerk, 'trips:create')).toBe(true);
    expect(userCan(clerk, 'trips:delete')).toBe(false);
    expect(userCan(null, 'trips:read')).toBe(false);
  });

  it('gives console access only to accounts holding something', () => {
    expect(hasConsoleAccess(clerk)).toBe(true);
    expect(hasConsoleAccess({ ...clerk, permissions: [] })).toBe(false);
    expect(hasConsoleAccess(null)).toBe(false);
  });

  it('useCan follows the session', () => {
    useSession.setState({ status: 'authenticated', user: clerk, orgId: 'org-1' });
    const { result } = renderHook(() => useCan('trips:create'));
    expect(result.current).toBe(true);
    act(() => useSession.setState({ user: { ...clerk, permissions: ['trips:read'] } }));
    expect(result.current).toBe(false);
  });
});
