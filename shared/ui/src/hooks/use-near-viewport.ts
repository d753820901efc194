import { useCallback, useEffect, useState } from 'react';

/** How close (beyond the screen's edge) an element must come to count as near. */
const NEAR_MARGIN = '200px';
/** The idle wait gives up after this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3000;
/** Browsers without requestIdleCallback (Safari) count as idle after this pause. */
const NO_IDLE_DELAY_MS = 300;

export interface NearViewportOptions {
  /** Also true once the browser is next idle after the element was painted. Default false. */
  orWhenIdle?: boolean;
}

/**
 * Whether an element has come within 200px of the screen (and stays true once it has). A
 * heavy part (the grid library, the chart library) is fetched only then, so a phone on
 * mobile data spends its first seconds on what is visible. With `orWhenIdle` the part also
 * comes once the page is idle, still after the paint of what is visible. Where the browser
 * cannot tell (no IntersectionObserver, as in tests) the answer is true at once.
 *
 * @example
 * const [ref, near] = useNearViewport<HTMLDivElement>();
 * <div ref={ref}>{near ? <HeavyPart /> : <Placeholder />}</div>
 */
export function useNearViewport<E extends Element>({ orWhenIdle = false }: NearViewportOptions = {}): [
  (element: E | null) => void,
  boolean,
] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<E | null>(null);

  useEffect(() => {
    if (near || !element) return undefined;
    const arrived = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && arrived(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    const stopIdle = orWhenIdle ? whenIdle(arrived) : undefined;
    return () => {
      observer.disconnect();
      stopIdle?.();
    };
  }, [element, near, orWhenIdle]);

  const ref = useCallback((node: E | null) => setElement(node), []);
  return [ref, near];
}

/** Calls `run` when the browser is next idle; returns how to cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, NO_IDLE_DELAY_MS);
  return () => clearTimeout(id);
}
