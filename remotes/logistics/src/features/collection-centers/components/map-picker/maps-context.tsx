import { getRuntimeConfig } from '@maziwa/api-client';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { loadGoogleMaps } from '../../api/google-maps/load-google-maps';
import { createMapsService, type MapsService, type MapsStatus } from '../../api/google-maps/maps-service';

const MapsServiceContext = createContext<MapsService | null>(null);

export interface MapsProviderProps {
  /** Default: the key from /config.json (never from the build) and Google's loader. */
  service?: MapsService;
  children: ReactNode;
}

/**
 * The maps of one form: every picker opened from it shares one load and its outcome, and a
 * new visit to the form tries again after a failure. Tests pass a service built on a stub of
 * the Google Maps API. An outer provider wins, so a test's service reaches nested forms.
 *
 * @example
 * <MapsProvider service={createMapsService({ apiKey: 'test-key', loadMaps: async () => fake.namespace })}>...</MapsProvider>
 */
export function MapsProvider({ service, children }: MapsProviderProps) {
  const outer = useContext(MapsServiceContext);
  const [own] = useState(
    () =>
      service ?? outer ?? createMapsService({ apiKey: getRuntimeConfig().googleMapsApiKey, loadMaps: loadGoogleMaps }),
  );
  return <MapsServiceContext.Provider value={service ?? outer ?? own}>{children}</MapsServiceContext.Provider>;
}

export function useMapsService(): MapsService {
  const service = useContext(MapsServiceContext);
  if (!service) throw new Error('useMapsService needs a MapsProvider above it');
  return service;
}

/** Where the maps stand, re-rendering when that changes. */
export function useMapsStatus(): MapsStatus {
  const service = useMapsService();
  return useSyncExternalStore(service.subscribe, service.status, service.status);
}
