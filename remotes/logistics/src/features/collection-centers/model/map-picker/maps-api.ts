// The part of the Google Maps JavaScript API the picker uses, as its own small types: the
// real `google.maps` fits them (checked in load-google-maps.ts), and tests hand the picker a
// stub of the same shape, so no test loads Google's script.

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** google.maps.LatLng: a point read through methods. */
export interface LatLngLike {
  lat(): number;
  lng(): number;
}

export interface MapsEventListener {
  remove(): void;
}

export interface MapLike {
  setCenter(center: LatLngLiteral | LatLngLike): void;
  setZoom(zoom: number): void;
  addListener(event: 'click', handler: (event: { latLng?: LatLngLike | null }) => void): MapsEventListener;
}

export interface MarkerLike {
  setPosition(position: LatLngLiteral | LatLngLike | null): void;
  getPosition(): LatLngLike | null | undefined;
  setMap(map: MapLike | null): void;
  addListener(event: 'dragend', handler: () => void): MapsEventListener;
}

export interface GeocoderLike {
  geocode(request: { location: LatLngLiteral }): Promise<{ results: { formatted_address: string }[] }>;
}

/** What a chosen place says: no geometry when the person pressed Enter on text Google could not match. */
export interface PlaceLike {
  name?: string;
  formatted_address?: string;
  geometry?: { location?: LatLngLike };
}

export interface AutocompleteLike {
  addListener(event: 'place_changed', handler: () => void): MapsEventListener;
  getPlace(): PlaceLike;
}

export interface MapOptionsLike {
  center: LatLngLiteral;
  zoom: number;
  clickableIcons?: boolean;
  streetViewControl?: boolean;
  mapTypeControl?: boolean;
  fullscreenControl?: boolean;
}

/** The constructors the picker needs, as google.maps holds them. */
export interface MapsNamespace {
  Map: new (element: HTMLElement, options: MapOptionsLike) => MapLike;
  Marker: new (options: { map: MapLike; position: LatLngLiteral; draggable: boolean }) => MarkerLike;
  Geocoder: new () => GeocoderLike;
  places: {
    Autocomplete: new (input: HTMLInputElement, options: { types: string[]; fields: string[] }) => AutocompleteLike;
  };
  event: { clearInstanceListeners(instance: object): void };
}

/** Loads the maps for a key; rejects when the script cannot load (offline, blocked, refused). */
export type LoadMaps = (apiKey: string) => Promise<MapsNamespace>;
