import { useSession } from '@maziwa/api-client';
import { useCallback, useState } from 'react';

const keyOf = (orgId: string | null, userId: string | null) => `maziwa.intake.centre:${orgId}:${userId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The centre this person last recorded at on this phone (localStorage, per person and
 * organisation), and its setter, which remembers it.
 */
export function useRememberedCentre(): [string | null, (id: string) => void] {
  const key = useSession((s) => keyOf(s.orgId, s.user?.id ?? null));
  const [state, setState] = useState(() => ({ key, centre: read(key) }));
  // Another person signed in on the same page: their own centre.
  const current = state.key === key ? state.centre : read(key);
  const choose = useCallback(
    (id: string) => {
      try {
        localStorage.setItem(key, id);
      } catch {
        // Private mode or full: remembered for this visit only.
      }
      setState({ key, centre: id });
    },
    [key],
  );
  return [current, choose];
}
