import type { RuntimeConfig } from '@maziwa/contracts';
import { DEFAULT_API_BASE_URL } from './api-url';

// The API base URL is decided at run time (from /config.json), never at build time, so
// one build of each app can be deployed anywhere.
let runtimeConfig: RuntimeConfig = { apiBaseUrl: DEFAULT_API_BASE_URL };
const listeners = new Set<() => void>();

/** Sets the runtime configuration; call once at start, before the first request. */
export function configureApi(config: Partial<RuntimeConfig>): void {
  runtimeConfig = { ...runtimeConfig, ...config };
  listeners.forEach((listener) => listener());
}

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

/** Called whenever configureApi changes the configuration. */
export function onConfigChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads `/config.json` (served next to the app) and applies it. A missing or broken file
 * keeps the defaults: the console still works on the same origin as its API.
 */
export async function loadRuntimeConfig(
  url = '/config.json',
  /** The same request, already started (the host starts it before its code has loaded). */
  started?: Promise<Response>,
): Promise<RuntimeConfig> {
  try {
    const response = await (started ?? fetch(url, { cache: 'no-store' }));
    if (response.ok) configureApi((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // Defaults apply.
  }
  return runtimeConfig;
}
