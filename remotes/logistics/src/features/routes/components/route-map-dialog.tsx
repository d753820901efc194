import type { Location, Route } from '@maziwa/contracts';
import { Dialog } from '@maziwa/ui';
import './routes.css';

export interface RouteMapDialogProps {
  route: Route;
  onClose(): void;
}

/** OpenStreetMap centred on a point, with a marker: no key needed. */
export const openStreetMapUrl = ({ latitude, longitude }: Location['coordinates']) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;

const coordinatesText = ({ latitude, longitude }: Location['coordinates']) =>
  `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;

/** Map: the route's collection centres in visiting order, each with its coordinates on OpenStreetMap. */
export function RouteMapDialog({ route, onClose }: RouteMapDialogProps) {
  // populate=locations answers them in location_ids order (visiting order).
  const centres = route.locations ?? [];
  return (
    <Dialog open title={`Map of ${route.name}`} onClose={onClose}>
      {centres.length === 0 ? (
        <p className="routes-dialog__text">No collection centres on this route yet.</p>
      ) : (
        <ol className="routes-map__list" aria-label="Collection centres">
          {centres.map((centre) => (
            <li key={centre.id} className="routes-map__item">
              <span className="routes-map__name">{centre.name}</span>
              {centre.address && <span className="routes-map__address">{centre.address}</span>}
              <a
                href={openStreetMapUrl(centre.coordinates)}
                target="_blank"
                rel="noopener noreferrer"
                // The name starts with what the link shows, so "click -1.1714" by voice finds it,
                // and says whose point it is and where it leads.
                aria-label={`${coordinatesText(centre.coordinates)}: ${centre.name} on OpenStreetMap`}
              >
                {coordinatesText(centre.coordinates)}
              </a>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
