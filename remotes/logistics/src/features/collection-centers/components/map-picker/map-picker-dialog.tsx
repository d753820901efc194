import { Button, Dialog } from '@maziwa/ui';
import { useEffect, useRef, useState } from 'react';
import type { MapsNamespace } from '../../model/map-picker/maps-api';
import { useMapsService, useMapsStatus } from './maps-context';
import { NO_PLACE_LOCATION, type PickedLocation } from '../../model/map-picker/picked-location';
import { useMapPicker, type PickerPoint } from './use-map-picker';
import { useSuggestionsInside } from './use-suggestions-inside';
import './map-picker.css';

/** The picker's width (docs/rules.md#constants). */
export const MAP_PICKER_WIDTH = 800;

export interface MapPickerDialogProps {
  /** Where the centre is already (Change Location), else the map opens on Nairobi. */
  initial: PickedLocation | null;
  /** "Use This Location": the point chosen, with its address. */
  onPick(location: PickedLocation): void;
  /** Cancel, Escape, ×, the backdrop: nothing changes. */
  onClose(): void;
}

/**
 * Select Location (docs/screens.md#add-collection-center): a place search, a 400px map and a
 * draggable marker; the address and coordinates of the point chosen go back to the form.
 * Opening it loads Google's maps (with retries); when they cannot load it says so and the
 * form takes typed coordinates instead.
 *
 * @example
 * {picking && <MapPickerDialog initial={current} onPick={fill} onClose={() => setPicking(false)} />}
 */
export function MapPickerDialog({ initial, onPick, onClose }: MapPickerDialogProps) {
  const service = useMapsService();
  const status = useMapsStatus();
  const [maps, setMaps] = useState<MapsNamespace | null>(null);
  const [point, setPoint] = useState<PickerPoint | null>(null);
  const [noPlace, setNoPlace] = useState(false);
  const mapElement = useRef<HTMLDivElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let open = true;
    void service.load().then((loaded) => open && setMaps(loaded));
    return () => {
      open = false;
    };
  }, [service]);

  const unavailable = status === 'failed' || status === 'no-key';
  useMapPicker({
    maps: unavailable ? null : maps,
    mapElement,
    searchInput,
    initial,
    onPoint: (next) => {
      setNoPlace(false);
      setPoint(next);
    },
    onPlaceWithoutLocation: () => setNoPlace(true),
  });
  useSuggestionsInside(searchBox, Boolean(maps) && !unavailable);

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      {!unavailable && (
        <Button
          disabled={!point || point.lookingUp}
          onClick={() =>
            point && onPick({ address: point.address, latitude: point.latitude, longitude: point.longitude })
          }
        >
          Use This Location
        </Button>
      )}
    </>
  );

  return (
    <Dialog open title="Select Location" onClose={onClose} footer={footer} maxWidth={MAP_PICKER_WIDTH}>
      {unavailable ? (
        <p role="alert" className="mz-map-picker__problem">
          Maps are unavailable{service.failure() ? `: ${service.failure()}` : '.'} Close this window and type the
          address, latitude and longitude in the form.
        </p>
      ) : (
        <div className="mz-map-picker">
          <div className="mz-map-picker__search" ref={searchBox}>
            <input
              ref={searchInput}
              type="search"
              className="mz-input"
              aria-label="Search for a location"
              placeholder="Search for a location..."
              // Enter picks a suggestion; it must not submit the form behind the dialog.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          </div>
          {noPlace && (
            <p role="alert" className="mz-map-picker__problem">
              {NO_PLACE_LOCATION}
            </p>
          )}
          <div className="mz-map-picker__map">
            <div
              ref={mapElement}
              className="mz-map-picker__canvas"
              role="application"
              aria-label="Map: click to place the marker, drag it to adjust"
            />
            {!maps && <p className="mz-map-picker__loading">Loading map...</p>}
          </div>
          <ChosenPoint point={point} />
        </div>
      )}
    </Dialog>
  );
}

function ChosenPoint({ point }: { point: PickerPoint | null }) {
  if (!point) return <p>Choose a place or click the map.</p>;
  return (
    <>
      <dl className="mz-map-picker__chosen" aria-label="Chosen location">
        <dt>Address</dt>
        <dd>{point.lookingUp ? 'Looking up the address...' : point.address}</dd>
        <dt>Latitude</dt>
        <dd>{point.latitude.toFixed(6)}</dd>
        <dt>Longitude</dt>
        <dd>{point.longitude.toFixed(6)}</dd>
      </dl>
      {point.noAddress && <p>No address was found here; the coordinates stand in for it.</p>}
    </>
  );
}
