import type { LatLngLike, LatLngLiteral } from './maps-api';

/** What the picker hands back to the form. */
export interface PickedLocation {
  address: string;
  latitude: number;
  longitude: number;
}

/** Nairobi, where the map opens (docs/rules.md#constants). */
export const DEFAULT_CENTER: LatLngLiteral = { lat: -1.2921, lng: 36.8219 };
export const DEFAULT_ZOOM = 12;
/** After a place is chosen. */
export const PLACE_ZOOM = 17;
/** Place search: addresses and businesses (spec: geocode and establishment). */
export const PLACE_TYPES = ['geocode', 'establishment'];
export const NO_PLACE_LOCATION = 'No location found for this place';

export const toLiteral = (point: LatLngLike): LatLngLiteral => ({ lat: point.lat(), lng: point.lng() });

/** "-1.29210, 36.82190": what stands for an address when the lookup finds none. */
export const coordinatesText = ({ lat, lng }: LatLngLiteral): string => `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
