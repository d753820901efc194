import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is wider than it, so it scrolls sideways: a plain table in a
 * narrow frame (a report's side-by-side tables). Read by a ResizeObserver, whose first report
 * comes after layout, so nothing forces a layout while the page draws; without one (an old
 * browser, jsdom) the answer stays false.
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth + 1));
    observer.observe(element);
    // The table inside grows with its rows and columns while the frame keeps its width.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
