/** How close (beyond the screen's edge) an element must come to count as near. */
const NEAR_MARGIN = '200px';
/** The idle wait gives up after this long on a page that is never idle. */
const IDLE_TIMEOUT_MS = 3000;
/** Browsers without requestIdleCallback (Safari) start after this pause instead. */
const NO_IDLE_DELAY_MS = 300;

/**
 * Calls `start` once: when the browser is next idle, or when `element` comes near the screen,
 * whichever happens first. Both are after the frame that put `element` on the page has been
 * painted, so whatever `start` fetches stays out of that paint's way.
 *
 * @returns a function that cancels the wait (call it when `element` leaves the page).
 */
export function whenIdleOrNear(element: Element, start: () => void): () => void {
  let waiting = true;
  const stops: (() => void)[] = [];
  const stop = () => {
    waiting = false;
    stops.forEach((one) => one());
  };
  const fire = () => {
    if (!waiting) return;
    stop();
    start();
  };

  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
    stops.push(() => cancelIdleCallback(id));
  } else {
    const id = setTimeout(fire, NO_IDLE_DELAY_MS);
    stops.push(() => clearTimeout(id));
  }

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
    stops.push(() => observer.disconnect());
  }

  return stop;
}
