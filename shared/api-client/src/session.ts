import type { CurrentUser } from '@maziwa/contracts';
import { create } from 'zustand';
import { ApiError } from './api-error';
import { relativePath } from './api-url';
import { isUnreachableAnswer, noteApiResponse, useConnectivity } from './connectivity';
import { CURRENT_USER_PATH } from './early-session';
import { authApi, usersApi } from './endpoints';
import { http, readStarted, setUnauthorizedHandler } from './http';
import {
  clearToken,
  getToken,
  readSessionSnapshot,
  saveSessionSnapshot,
  setToken,
  TOKEN_STORAGE_KEY,
} from './token-storage';

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
   * Restored on this phone while the API was out of reach (person, organisation and
   * permissions as the API last confirmed them), not confirmed since: writes wait on the
   * phone. Cleared once the API answers again and confirms the sign-in (a 401 then signs out).
   */
  offline: boolean;
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
  /** Asks the API about a session restored offline (called when the API answers again). */
  confirm(): Promise<void>;
}

function assertUser(user: CurrentUser | null | undefined): CurrentUser {
  if (!user || !user.id || !user.email) throw new Error(LOGIN_MESSAGES.missingUser);
  return user;
}

const signedOut = { status: 'anonymous', user: null, orgId: null, offline: false } as const;

/**
 * How long a session restored without the API lasts: a shift, 12 hours from signing in (the
 * sign-in the API last confirmed). A phone at a rural centre keeps recording through a day
 * without network, across a browser or phone restart; the next day's shift signs in again.
 * (The token itself lasts 8 hours on the API: once the network is back, an expired one
 * answers 401 and signs out, and what waits on the phone waits for the next sign-in.)
 */
export const OFFLINE_SESSION_MS = 12 * 60 * 60 * 1000;

/** The API could not be reached: no connection, or a proxy answered for it (502/503/504), or the service worker's copy. */
class ApiUnreachable extends Error {
  constructor() {
    super('The API could not be reached');
  }
}

/** No verdict on the token: the request never got an answer, or the server failed or was busy. */
function isUnanswered(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 429;
  return !(error instanceof Error && error.message === LOGIN_MESSAGES.missingUser);
}

/** No answer at all from the API, as opposed to an answer that was an error. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiUnreachable || (isUnanswered(error) && !(error instanceof ApiError));
}

function signedIn(user: CurrentUser) {
  return {
    status: 'authenticated' as const,
    user,
    orgId: user.organization_ids?.[0] ?? null,
    offline: false,
  };
}

/**
 * GET /users/me with the stored token: the answer `started` already has (the host's entry file
 * starts it), or a new request. An answer the API did not give itself is ApiUnreachable.
 */
async function currentUser(started?: Promise<Response | undefined>): Promise<CurrentUser> {
  const early = await started?.catch(() => undefined);
  const response = early ?? (await http()(relativePath(CURRENT_USER_PATH), { throwHttpErrors: false }));
  noteApiResponse(response);
  if (isUnreachableAnswer(response)) throw new ApiUnreachable();
  return assertUser(await readStarted<CurrentUser>(response));
}

let shiftEnd: ReturnType<typeof setTimeout> | undefined;

/**
 * The one session store of the console (a singleton shared by the host and every remote
 * through Module Federation).
 *
 * @example const user = useSession((s) => s.user);
 */
export const useSession = create<SessionState>()((set, get) => {
  /**
   * The session as the API last confirmed it for the stored token, when that sign-in is less
   * than a shift old (OFFLINE_SESSION_MS): the console works offline, marked so.
   */
  function restoreOffline(now = Date.now()): boolean {
    const snapshot = readSessionSnapshot();
    if (!snapshot) return false;
    const left = snapshot.signedInAt + OFFLINE_SESSION_MS - now;
    if (left <= 0) return false;
    set({ ...signedIn(snapshot.user), offline: true });
    // The shift ends even if the network never comes back.
    if (shiftEnd !== undefined) clearTimeout(shiftEnd);
    shiftEnd = setTimeout(() => {
      shiftEnd = undefined;
      if (get().offline) set(signedOut);
    }, left);
    return true;
  }

  function confirmed(user: CurrentUser) {
    saveSessionSnapshot(user);
    if (shiftEnd !== undefined) clearTimeout(shiftEnd);
    shiftEnd = undefined;
    set(signedIn(user));
  }

  return {
    status: 'loading',
    user: null,
    orgId: null,
    offline: false,

    async init(started) {
      if (!getToken()) {
        set(signedOut);
        return;
      }
      try {
        // The check the entry file started; if it got no answer (or none was started), ask again.
        confirmed(await currentUser(started));
      } catch (error) {
        // Only an answer about the token drops it: the API refused it, or it names no usable
        // user. A check that got no answer (the page reloaded mid-check, a network blip, the
        // API restarting) says nothing about the token, so the next load signs straight back in;
        // with no connection at all, the person the API last confirmed works on, for the shift.
        if (!isUnanswered(error)) clearToken();
        else if (isUnreachable(error) && restoreOffline()) return;
        set(signedOut);
      }
    },

    async confirm() {
      if (!get().offline || !getToken()) return;
      try {
        confirmed(await currentUser());
      } catch (error) {
        // A refused token has signed out already (the 401 handler); no answer: still offline.
        if (!isUnanswered(error)) {
          clearToken();
          set(signedOut);
        }
      }
    },

    async login(email, password) {
      try {
        const { access_token } = await authApi.token(email, password);
        if (!access_token) throw new Error(LOGIN_MESSAGES.noToken);
        setToken(access_token);
        const user = assertUser(await usersApi.me());
        confirmed(user);
        return user;
      } catch (error) {
        clearToken();
        set(signedOut);
        if (error instanceof ApiError) {
          throw new Error(error.status === 401 ? LOGIN_MESSAGES.authentication : LOGIN_MESSAGES.failed, {
            cause: error,
          });
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
  };
});

setUnauthorizedHandler(() => useSession.getState().expire());

// A session restored offline is confirmed as soon as the API answers again.
useConnectivity.subscribe((state, previous) => {
  if (state.apiReachable && !previous.apiReachable && useSession.getState().offline)
    void useSession.getState().confirm();
});

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
