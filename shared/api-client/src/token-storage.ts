import type { CurrentUser } from '@maziwa/contracts';

/** localStorage key of the bearer token (one fixed key, docs/rules.md#constants). */
export const TOKEN_STORAGE_KEY = 'maziwa.access_token';

/**
 * localStorage key of the signed-in person as the API last confirmed them (their profile,
 * organisations and permissions) and when they signed in: what the console restores when it
 * starts without a connection (session.ts). Written and removed with the token, so it is
 * always the token's own person.
 */
export const SESSION_SNAPSHOT_KEY = 'maziwa.session';

export interface SessionSnapshot {
  user: CurrentUser;
  /** When this sign-in happened (ms since the epoch): an offline restore lasts a shift from it. */
  signedInAt: number;
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Stores a new sign-in's token; the previous person's snapshot goes with the previous token. */
export function setToken(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  removeQuietly(SESSION_SNAPSHOT_KEY);
}

/** Removes the token and the person's snapshot (signing out, a refused token). */
export function clearToken(): void {
  removeQuietly(TOKEN_STORAGE_KEY);
  removeQuietly(SESSION_SNAPSHOT_KEY);
}

function removeQuietly(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing to clear.
  }
}

/** When the token was issued (its JWT `iat`, in ms), if it says. */
export function tokenIssuedAt(token: string): number | undefined {
  try {
    const payload = token.split('.')[1];
    if (!payload) return undefined;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** The person the API last confirmed for the stored token, if any. */
export function readSessionSnapshot(): SessionSnapshot | null {
  try {
    const text = localStorage.getItem(SESSION_SNAPSHOT_KEY);
    if (!text || !getToken()) return null;
    const snapshot = JSON.parse(text) as Partial<SessionSnapshot>;
    if (!snapshot.user?.id || typeof snapshot.signedInAt !== 'number') return null;
    return snapshot as SessionSnapshot;
  } catch {
    return null;
  }
}

/**
 * Keeps the person the API has just confirmed for the stored token. The sign-in time stays
 * the first one known for this token: the moment of signing in, else the token's own `iat`.
 */
export function saveSessionSnapshot(user: CurrentUser, now = Date.now()): void {
  const token = getToken();
  if (!token) return;
  const signedInAt = readSessionSnapshot()?.signedInAt ?? tokenIssuedAt(token) ?? now;
  try {
    localStorage.setItem(SESSION_SNAPSHOT_KEY, JSON.stringify({ user, signedInAt } satisfies SessionSnapshot));
  } catch {
    // Storage full or unavailable: the console still works online.
  }
}
