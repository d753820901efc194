import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (and stays true once it has).
 * A heavy part below the fold (the grid library, a chart) is fetched only then, so a phone
 * on mobile data spends its first seconds on what is visible. Where the browser cannot tell
 * (no IntersectionObserver, as in tests) the answer is true at once.
 *
 * @example
 * const [ref, near] = useNearViewport<HTMLDivElement>();
 * <div ref={ref}>{near ? <HeavyPart /> : <Placeholder />}</div>
 */
export function useNearViewport<E extends Element>(margin = '200px'): [(element: E | null) => void, boolean] {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);
  const [element, setElement] = useState<E | null>(null);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);

  const ref = useCallback((node: E | null) => setElement(node), []);
  return [ref, near];
}
