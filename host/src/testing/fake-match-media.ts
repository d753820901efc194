// jsdom has no matchMedia. This fake answers width queries against a width the test sets,
// and tells listeners when it changes, like a resized window.

type Listener = (event: MediaQueryListEvent) => void;

interface Subscription {
  query: string;
  listener: Listener;
  last: boolean;
}

let width = 1024;
let installed = false;
const subscriptions = new Set<Subscription>();

function evaluate(query: string): boolean {
  // Enough for the shell: (min-width: Npx) and (max-width: Npx), joined by "and".
  return query.split(/\s+and\s+/).every((part) => {
    const match = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(part);
    if (!match) return false;
    const limit = Number(match[2]);
    return match[1] === 'min' ? width >= limit : width <= limit;
  });
}

function fakeMatchMedia(query: string): MediaQueryList {
  const mine = new Map<Listener, Subscription>();
  const add = (listener: Listener) => {
    const subscription = { query, listener, last: evaluate(query) };
    mine.set(listener, subscription);
    subscriptions.add(subscription);
  };
  const remove = (listener: Listener) => {
    const subscription = mine.get(listener);
    if (subscription) subscriptions.delete(subscription);
    mine.delete(listener);
  };
  const list = {
    get matches() {
      return evaluate(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_type: 'change', listener: Listener) => add(listener),
    removeEventListener: (_type: 'change', listener: Listener) => remove(listener),
    addListener: add,
    removeListener: remove,
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
}

/**
 * Fakes the window width for media queries (installing a fake matchMedia on first use)
 * and notifies the listeners whose query result changed. Wrap in `act` when something is
 * already rendered.
 *
 * @example setViewportWidth(600); // the sidebar becomes a drawer
 */
export function setViewportWidth(next: number): void {
  if (!installed) {
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: fakeMatchMedia });
    installed = true;
  }
  width = next;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: next });
  subscriptions.forEach((subscription) => {
    const matches = evaluate(subscription.query);
    if (matches === subscription.last) return;
    subscription.last = matches;
    subscription.listener({ matches, media: subscription.query } as MediaQueryListEvent);
  });
}
