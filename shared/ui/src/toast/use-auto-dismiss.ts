import { useEffect, useRef } from 'react';

/**
 * Calls `dismiss` after `duration` ms of being shown while not `paused`: a pause keeps the
 * time left, so a person reading (pointer or focus on the toasts) never loses it mid-way.
 */
export function useAutoDismiss(dismiss: () => void, duration: number, paused: boolean): void {
  const remaining = useRef(duration);
  const latest = useRef(dismiss);
  latest.current = dismiss;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => latest.current(), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}
