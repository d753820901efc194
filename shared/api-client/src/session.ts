import type { CurrentUser } from '@maziwa/contracts';
import { create } from 'zustand';
import { ApiError } from './api-error';
import { authApi, usersApi } from './endpoints';
import { readStarted, setUnauthorizedHandler } from './http';
import { clearToken, getToken, setToken, TOKEN_STORAGE_KEY } from './token-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

/** Sign-in messages (docs/rules.md#sign-in-messages). */
export const LOGIN_MESSAGES = {
  noToken: 'No access token received',
  missingUser: 'Missing required user data',
  failed: 'Login failed. Please try again.',
  authentication: 'Authentication failed',
} as const;

export interface SessionState {
  status: SessionStatus;
  user: CurrentUser | null;
  /** The organisation every data call is scoped to: the first of user.organization_ids. */
  orgId: string | null;
  /**
   * Decides the session at start from the stored token (GET /users/me). `started`: the same
   * request already on its way (startSessionCheck, from the host's entry file).
   */
  init(started?: Promise<Response | undefined>): Promise<void>;
  /** Signs in; rejects with an Error whose message is one of LOGIN_MESSAGES. */
  login(email: string, password: string): Promise<CurrentUser>;
  /** Revokes the token on the API (best effort) and clears the session. */
  logout(): Promise<void>;
  /** The token was rejected (401) or removed in another tab. */
  expire(): void;
}

function assertUser(user: CurrentUser | null | undefined): CurrentUser {
  if (!user || !user.id || !user.email) throw new Error(LOGIN_MESSAGES.missingUser);
  return user;
}

const signedOut = { status: 'anonymous', user: null, orgId: null } as const;

/** No verdict on the token: the request never got an answer, or the server failed or was busy. */
function isUnanswered(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return !(error instanceof Error && error.message === LOGIN_MESSAGES.missingUser);
}

function signedIn(user: CurrentUser) {
  return { status: 'authenticated' as const, user, orgId: user.organization_ids?.[0] ?? null };
}

/**
 * The one session store of the console (a singleton shared by the host and every remote
 * through Module Federation).
 *
 * @example const user = useSession((s) => s.user);
 */
export const useSession = create<SessionState>()((set, get) => ({
  status: 'loading',
  user: null,
  orgId: null,

  async init(started) {
    if (!getToken()) {
      set(signedOut);
      return;
    }
    try {
      // The check the entry file started; if it got no answer (or none was started), ask again.
      const early = await started?.catch(() => undefined);
      set(signedIn(assertUser(await (early ? readStarted<CurrentUser>(early) : usersApi.me()))));
    } catch (error) {
      // Only an answer about the token drops it: the API refused it, or it names no usable
      // user. A check that got no answer (the page reloaded mid-check, a network blip, the
      // API restarting) says nothing about the token, so the next load signs straight back in.
      if (!isUnanswered(error)) clearToken();
      set(signedOut);
    }
  },

  async login(email, password) {
    try {
      const { access_token } = await authApi.token(email, password);
      if (!access_token) throw new Error(LOGIN_MESSAGES.noToken);
      setToken(access_token);
      const user = assertUser(await usersApi.me());
      set(signedIn(user));
      return user;
    } catch (error) {
      clearToken();
      set(signedOut);
      if (error instanceof ApiError) {
        throw new Error(error.status === 401 ? LOGIN_MESSAGES.authentication : LOGIN_MESSAGES.failed, { cause: error });
      }
      if (error instanceof Error && Object.values<string>(LOGIN_MESSAGES).includes(error.message)) throw error;
      throw new Error(LOGIN_MESSAGES.failed, { cause: error });
    }
  },

  async logout() {
    if (getToken()) {
      try {
        await authApi.logout();
      } catch {
        // The token is dropped locally either way.
      }
    }
    clearToken();
    set(signedOut);
  },

  expire() {
    clearToken();
    if (get().status !== 'anonymous') set(signedOut);
  },
}));

setUnauthorizedHandler(() => useSession.getState().expire());

// Signing out in one tab signs out every tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY && !event.newValue) useSession.getState().expire();
  });
}

/** The signed-in user's organisation id (first of organization_ids, docs/rules.md#scoping-by-organisation). */
export function useOrgId(): string | null {
  return useSession((state) => state.orgId);
}
