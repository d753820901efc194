import type { RuntimeConfig } from '@maziwa/contracts';

/**
 * What /config.json adds to the defaults, from the environment: `GOOGLE_MAPS_API_KEY` turns
 * the map picker on (and Google's origins in the policy); unset or blank leaves it out, and
 * the console asks for coordinates by hand instead.
 *
 * @example runtimeConfigFromEnv({ GOOGLE_MAPS_API_KEY: 'AIza...' }) // { googleMapsApiKey: 'AIza...' }
 */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<RuntimeConfig> {
  const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY?.trim();
  return googleMapsApiKey ? { googleMapsApiKey } : {};
}
