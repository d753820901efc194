import { useSession } from '@maziwa/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Signs out (revokes the token on the API, clears the session) and goes to /login.
 *
 * The explicit navigation, with no `from` state, matters: the guard would also send the
 * now anonymous user to /login, but remembering the page, so the next person to sign in
 * on this computer would land where the previous one left off.
 *
 * @example const logout = useLogout(); <button onClick={logout}>Logout</button>
 */
export function useLogout(): () => Promise<void> {
  const logout = useSession((s) => s.logout);
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    await navigate('/login', { replace: true });
  }, [logout, navigate]);
}
