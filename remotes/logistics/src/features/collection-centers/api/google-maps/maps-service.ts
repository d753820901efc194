import type { LoadMaps, MapsNamespace } from '../../model/map-picker/maps-api';
import { retry, type Sleep } from '../../model/map-picker/retry';

/**
 * Where the maps stand: `no-key` (none configured: people type coordinates), `idle` (not
 * asked for yet), `loading`, `ready`, `failed` (could not load after the retries, or Google
 * refused the key).
 */
export type MapsStatus = 'no-key' | 'idle' | 'loading' | 'ready' | 'failed';

export interface MapsService {
  status(): MapsStatus;
  /** Why the maps failed, in words, once they have. */
  failure(): string | null;
  subscribe(listener: () => void): () => void;
  /**
   * Loads the maps (once; a failed load is tried again, a refused key is not). Resolves
   * null when they are unavailable, so callers show the typed-coordinates fallback.
   */
  load(): Promise<MapsNamespace | null>;
}

export interface MapsServiceOptions {
  apiKey: string | undefined;
  loadMaps: LoadMaps;
  sleep?: Sleep;
  /** The page's window, where Google reports a refused key (gm_authFailure). */
  target?: Window & { gm_authFailure?: () => void };
}

export const MAPS_UNAVAILABLE = 'The map could not be loaded.';
export const MAPS_KEY_REFUSED = 'Google Maps refused this site’s key.';

/**
 * The maps of one page: loads them with retries (retry.ts) and keeps the outcome, so the form
 * and every opening of the picker agree on whether a map is there.
 *
 * @example
 * const service = createMapsService({ apiKey: getRuntimeConfig().googleMapsApiKey, loadMaps: loadGoogleMaps });
 * const maps = await service.load(); // null: type the coordinates
 */
export function createMapsService({ apiKey, loadMaps, sleep, target = window }: MapsServiceOptions): MapsService {
  let status: MapsStatus = apiKey ? 'idle' : 'no-key';
  let failure: string | null = null;
  let loading: Promise<MapsNamespace | null> | null = null;
  let refused = false;
  const listeners = new Set<() => void>();
  const set = (next: MapsStatus, why: string | null = null) => {
    status = next;
    failure = why;
    listeners.forEach((listener) => listener());
  };

  // Google calls this when the key is wrong or not allowed here; the map then shows its
  // own error, so the picker falls back to typing instead.
  const watchRefusal = () => {
    const previous = target.gm_authFailure;
    target.gm_authFailure = () => {
      refused = true;
      set('failed', MAPS_KEY_REFUSED);
      previous?.();
    };
  };

  return {
    status: () => status,
    failure: () => failure,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    load() {
      if (!apiKey || refused) return Promise.resolve(null);
      if (loading) return loading;
      if (status === 'idle') watchRefusal();
      set('loading');
      loading = retry(() => loadMaps(apiKey), {
        sleep,
        onRetry: (attempt, error) => console.warn(`Retrying the map (${attempt}):`, error),
      }).then(
        (maps) => {
          if (!refused) set('ready');
          return refused ? null : maps;
        },
        (error: unknown) => {
          console.error('The map could not be loaded:', error);
          loading = null;
          set('failed', MAPS_UNAVAILABLE);
          return null;
        },
      );
      return loading;
    },
  };
}
