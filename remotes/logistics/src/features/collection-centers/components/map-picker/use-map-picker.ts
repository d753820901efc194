import { useEffect, useRef, type RefObject } from 'react';
import type { LatLngLiteral, MapsNamespace, MarkerLike } from '../../model/map-picker/maps-api';
import {
  coordinatesText,
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  PLACE_TYPES,
  PLACE_ZOOM,
  toLiteral,
  type PickedLocation,
} from '../../model/map-picker/picked-location';

/** What the picker shows while a point is chosen: its address is looked up after. */
export interface PickerPoint extends PickedLocation {
  /** The address is still being looked up. */
  lookingUp: boolean;
  /** The lookup found no address: the coordinates stand in for it. */
  noAddress: boolean;
}

export interface UseMapPickerOptions {
  /** Null until the maps have loaded. */
  maps: MapsNamespace | null;
  mapElement: RefObject<HTMLDivElement | null>;
  searchInput: RefObject<HTMLInputElement | null>;
  /** Where the centre is already, when it has a place. */
  initial: PickedLocation | null;
  onPoint(point: PickerPoint): void;
  /** A place was chosen that has no geometry (Enter on text Google could not match). */
  onPlaceWithoutLocation(): void;
}

/**
 * Puts a map, a search box (places autocomplete) and one draggable marker together: choosing
 * a place or clicking the map moves the marker there and reports the point; the address
 * comes from the place, else from a reverse lookup (Geocoder). Only the latest lookup counts.
 */
export function useMapPicker({
  maps,
  mapElement,
  searchInput,
  initial,
  onPoint,
  onPlaceWithoutLocation,
}: UseMapPickerOptions) {
  // The callbacks change every render; the map is built once per maps and elements.
  const latest = useRef({ onPoint, onPlaceWithoutLocation, initial });
  latest.current = { onPoint, onPlaceWithoutLocation, initial };

  useEffect(() => {
    const element = mapElement.current;
    const input = searchInput.current;
    if (!maps || !element || !input) return;
    const start = latest.current.initial;
    const map = new maps.Map(element, {
      center: start ? { lat: start.latitude, lng: start.longitude } : DEFAULT_CENTER,
      zoom: start ? PLACE_ZOOM : DEFAULT_ZOOM,
      clickableIcons: false,
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
    });
    const geocoder = new maps.Geocoder();
    let marker: MarkerLike | null = null;
    let lookup = 0;

    const report = (position: LatLngLiteral, address: string, extra: Partial<PickerPoint> = {}) =>
      latest.current.onPoint({
        address,
        latitude: position.lat,
        longitude: position.lng,
        lookingUp: false,
        noAddress: false,
        ...extra,
      });

    const lookUp = (position: LatLngLiteral) => {
      const mine = ++lookup;
      report(position, '', { lookingUp: true });
      geocoder
        .geocode({ location: position })
        .then(({ results }) => results[0]?.formatted_address)
        .catch((error: unknown) => void console.error('Address lookup failed:', error))
        .then((found) => {
          if (mine !== lookup) return;
          report(position, found || coordinatesText(position), { noAddress: !found });
        });
    };

    const place = (position: LatLngLiteral, address?: string) => {
      if (marker) {
        marker.setPosition(position);
      } else {
        marker = new maps.Marker({ map, position, draggable: true });
        const dragged = marker;
        dragged.addListener('dragend', () => {
          const point = dragged.getPosition();
          if (point) lookUp(toLiteral(point));
        });
      }
      if (address) {
        lookup += 1; // an older lookup still running must not overwrite this address
        report(position, address);
      } else {
        lookUp(position);
      }
    };

    if (start) place({ lat: start.latitude, lng: start.longitude }, start.address || undefined);
    map.addListener('click', ({ latLng }) => {
      if (latLng) place(toLiteral(latLng));
    });
    const autocomplete = new maps.places.Autocomplete(input, {
      types: PLACE_TYPES,
      fields: ['formatted_address', 'geometry', 'name'],
    });
    autocomplete.addListener('place_changed', () => {
      const chosen = autocomplete.getPlace();
      const location = chosen.geometry?.location;
      if (!location) {
        console.warn('No location found for this place', chosen.name);
        latest.current.onPlaceWithoutLocation();
        return;
      }
      map.setCenter(location);
      map.setZoom(PLACE_ZOOM);
      place(toLiteral(location), chosen.formatted_address || undefined);
    });

    return () => {
      lookup += 1;
      maps.event.clearInstanceListeners(autocomplete);
      maps.event.clearInstanceListeners(map);
      if (marker) {
        maps.event.clearInstanceListeners(marker);
        marker.setMap(null);
      }
    };
  }, [maps, mapElement, searchInput]);
}
