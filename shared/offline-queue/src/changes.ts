// Who is told when a queue changes: this tab's listeners at once, other tabs of the same
// browser through a BroadcastChannel (a count or a list in another tab stays true).
type Listener = () => void;

/** This tab, so that it does not hear its own announcements twice. */
const TAB = `${Date.now()}-${Math.random()}`;

const listeners = new Map<string, Set<Listener>>();
const channels = new Map<string, BroadcastChannel>();

function channelOf(name: string): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  let channel = channels.get(name);
  if (!channel) {
    channel = new BroadcastChannel(name);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data !== TAB) tellHere(name);
    };
    // Node (tests) would stay up for a listening channel; browsers have no unref.
    (channel as { unref?: () => void }).unref?.();
    channels.set(name, channel);
  }
  return channel;
}

function tellHere(name: string) {
  for (const listener of listeners.get(name) ?? []) listener();
}

/** Tells this tab and the others that the queue `name` changed. */
export function announceChange(name: string): void {
  tellHere(name);
  if (typeof BroadcastChannel === 'undefined') return;
  // A channel of its own, closed at once: a listening one would not hear its own message, and
  // a tab that only writes keeps nothing open.
  const channel = new BroadcastChannel(name);
  channel.postMessage(TAB);
  channel.close();
}

/** Calls `listener` on every change of the queue `name`, from any tab; returns the unsubscribe. */
export function onChange(name: string, listener: Listener): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener);
  channelOf(name);
  return () => {
    set.delete(listener);
    if (set.size === 0) {
      listeners.delete(name);
      channels.get(name)?.close();
      channels.delete(name);
    }
  };
}
