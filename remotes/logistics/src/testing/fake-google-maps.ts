import type {
  LatLngLike,
  LatLngLiteral,
  MapOptionsLike,
  MapsNamespace,
  PlaceLike,
} from '../features/collection-centers/model/map-picker/maps-api';

type Handler = (...args: any[]) => void;

/** Listeners by event, with the `remove()` Google hands back. */
class Listeners {
  readonly byEvent = new Map<string, Handler[]>();
  addListener(event: string, handler: Handler) {
    this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), handler]);
    return {
      remove: () =>
        this.byEvent.set(
          event,
          (this.byEvent.get(event) ?? []).filter((h) => h !== handler),
        ),
    };
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.byEvent.get(event) ?? []) handler(...args);
  }
}

const latLng = ({ lat, lng }: LatLngLiteral): LatLngLike => ({ lat: () => lat, lng: () => lng });
const literal = (point: LatLngLiteral | LatLngLike): LatLngLiteral =>
  typeof point.lat === 'function'
    ? { lat: (point as LatLngLike).lat(), lng: (point as LatLngLike).lng() }
    : (point as LatLngLiteral);

export class FakeMap extends Listeners {
  center: LatLngLiteral;
  zoom: number;
  constructor(
    readonly element: HTMLElement,
    readonly options: MapOptionsLike,
  ) {
    super();
    this.center = options.center;
    this.zoom = options.zoom;
  }
  setCenter(center: LatLngLiteral | LatLngLike) {
    this.center = literal(center);
  }
  setZoom(zoom: number) {
    this.zoom = zoom;
  }
  /** A person clicks the map at this point. */
  click(point: LatLngLiteral) {
    this.fire('click', { latLng: latLng(point) });
  }
}

export class FakeMarker extends Listeners {
  position: LatLngLiteral | null;
  map: unknown;
  readonly draggable: boolean;
  constructor(options: { map: unknown; position: LatLngLiteral; draggable: boolean }) {
    super();
    this.position = options.position;
    this.map = options.map;
    this.draggable = options.draggable;
  }
  setPosition(position: LatLngLiteral | LatLngLike | null) {
    this.position = position && literal(position);
  }
  getPosition() {
    return this.position && latLng(this.position);
  }
  setMap(map: unknown) {
    this.map = map;
  }
  /** A person drags the marker here and lets go. */
  drag(point: LatLngLiteral) {
    this.position = point;
    this.fire('dragend');
  }
}

export class FakeAutocomplete extends Listeners {
  private place: PlaceLike = {};
  constructor(
    readonly input: HTMLInputElement,
    readonly options: { types: string[]; fields: string[] },
  ) {
    super();
  }
  getPlace() {
    return this.place;
  }
  /** A person picks a suggestion (no `location`: a place Google could not place). */
  choose({ location, ...place }: { name: string; formatted_address?: string; location?: LatLngLiteral }) {
    this.place = { ...place, geometry: location ? { location: latLng(location) } : undefined };
    this.fire('place_changed');
  }
}

export interface FakeGoogleMaps {
  /** What the loader seam hands the picker. */
  namespace: MapsNamespace;
  map(): FakeMap;
  markers: FakeMarker[];
  autocomplete(): FakeAutocomplete;
  /** Points reverse-geocoded, in order. */
  geocoded: LatLngLiteral[];
}

/**
 * A stub of the Google Maps API (Map, Marker, Geocoder, places.Autocomplete, event) with
 * handles for what a person does on a real map: choose a place, click, drag. `addressAt`
 * answers the reverse lookups (undefined: no address found there).
 *
 * @example
 * const google = fakeGoogleMaps(() => 'Moi Avenue, Nairobi');
 * act(() => google.map().click({ lat: -1.28, lng: 36.82 }));
 */
export function fakeGoogleMaps(
  addressAt: (point: LatLngLiteral) => string | undefined = () => undefined,
): FakeGoogleMaps {
  let map: FakeMap | null = null;
  let autocomplete: FakeAutocomplete | null = null;
  const markers: FakeMarker[] = [];
  const geocoded: LatLngLiteral[] = [];

  // Constructors that keep what they made, for the test's handles (`new` on a function that
  // returns an object answers that object).
  const keeping = <A extends unknown[], T>(make: (...args: A) => T, keep: (made: T) => void) =>
    function (...args: A) {
      const made = make(...args);
      keep(made);
      return made;
    } as unknown as new (...args: A) => T;

  const namespace: MapsNamespace = {
    Map: keeping(
      (element: HTMLElement, options: MapOptionsLike) => new FakeMap(element, options),
      (made) => (map = made),
    ),
    Marker: keeping(
      (options: { map: unknown; position: LatLngLiteral; draggable: boolean }) => new FakeMarker(options),
      (made) => markers.push(made),
    ),
    Geocoder: class {
      geocode({ location }: { location: LatLngLiteral }) {
        geocoded.push(location);
        const address = addressAt(location);
        return Promise.resolve({ results: address ? [{ formatted_address: address }] : [] });
      }
    },
    places: {
      Autocomplete: keeping(
        (input: HTMLInputElement, options: { types: string[]; fields: string[] }) =>
          new FakeAutocomplete(input, options),
        (made) => (autocomplete = made),
      ),
    },
    event: { clearInstanceListeners: (instance: object) => (instance as Listeners).byEvent?.clear() },
  };

  return {
    namespace,
    map: () => map ?? fail('no map was made'),
    markers,
    autocomplete: () => autocomplete ?? fail('no search box was made'),
    geocoded,
  };
}

function fail(message: string): never {
  throw new Error(message);
}
