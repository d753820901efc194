/// <reference types="google.maps" />
import type { LoadMaps, MapsNamespace } from '../../model/map-picker/maps-api';

/** A script that neither loads nor fails (a proxy holding it) counts as failed after this. */
export const MAP_LOAD_TIMEOUT_MS = 20_000;

let optionsSetFor: string | null = null;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The map took too long to load')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Google's own loader (@googlemaps/js-api-loader v2: setOptions, then importLibrary), fetched
 * only now, when a picker opens, so no page carries it in its first script. The script loads
 * with the places library, the weekly version and the key from /config.json (spec: Maps
 * service). A failed script tag is dropped by the loader, so calling this again tries anew.
 */
export const loadGoogleMaps: LoadMaps = async (apiKey) => {
  const { importLibrary, setOptions } = await import(
    /* webpackChunkName: "google-maps-loader" */ '@googlemaps/js-api-loader'
  );
  // The loader takes its options once per page; the key never changes while the page lives.
  if (optionsSetFor === null) {
    setOptions({ key: apiKey, v: 'weekly', libraries: ['places'] });
    optionsSetFor = apiKey;
  }
  const [core, maps, marker, places, geocoding] = await withTimeout(
    Promise.all([
      importLibrary('core'),
      importLibrary('maps'),
      importLibrary('marker'),
      importLibrary('places'),
      importLibrary('geocoding'),
    ]),
    MAP_LOAD_TIMEOUT_MS,
  );
  // The classic Marker and Autocomplete: AdvancedMarkerElement would need a map id set up in
  // Google's console, and the classic Autocomplete takes the spec's types as they are.
  const namespace: MapsNamespace = {
    Map: maps.Map,
    // Its map option wants Google's own Map; the picker only ever hands it one this Map made.
    Marker: marker.Marker as unknown as MapsNamespace['Marker'],
    Geocoder: geocoding.Geocoder,
    places: { Autocomplete: places.Autocomplete },
    event: core.event,
  };
  return namespace;
};
