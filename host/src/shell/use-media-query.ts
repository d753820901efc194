import { useCallback, useSyncExternalStore } from 'react';

/** Widths at or above this show the sidebar beside the content (mobile breakpoint 768px, docs/rules.md#constants). */
export const DESKTOP_QUERY = '(min-width: 768px)';

// Without matchMedia (very old browsers, server rendering) the desktop layout is the safe
// default: the sidebar is then always visible and nothing is out of reach.
const FALLBACK = true;

/**
 * Whether a CSS media query matches, kept in step with the window.
 *
 * @example const isDesktop = useMediaQuery(DESKTOP_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : FALLBACK;
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK);
}
