import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGoogleMaps, type FakeGoogleMaps } from '../../../../testing/fake-google-maps';
import type { LoadMaps } from '../../model/map-picker/maps-api';
import { MapsProvider } from './maps-context';
import { createMapsService, type MapsServiceOptions } from '../../api/google-maps/maps-service';
import { MapPickerDialog, type MapPickerDialogProps } from './map-picker-dialog';

const NAIROBI = { lat: -1.2921, lng: 36.8219 };
const KICC = { lat: -1.2887, lng: 36.8233 };

let google: FakeGoogleMaps;
let waited: number[];
beforeEach(() => {
  google = fakeGoogleMaps((point) =>
    point.lat === KICC.lat ? 'City Hall Way, Nairobi' : point.lat > 0 ? undefined : 'Moi Avenue, Nairobi',
  );
  waited = [];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderPicker(service: Partial<MapsServiceOptions> = {}, props: Partial<MapPickerDialogProps> = {}) {
  const loadMaps = jest.fn<ReturnType<LoadMaps>, Parameters<LoadMaps>>(async () => google.namespace);
  const onPick = jest.fn();
  const onClose = jest.fn();
  const maps = createMapsService({
    apiKey: 'test-key',
    loadMaps,
    sleep: async (ms) => void waited.push(ms),
    ...service,
  });
  render(
    <MapsProvider service={maps}>
      <MapPickerDialog initial={null} onPick={onPick} onClose={onClose} {...props} />
    </MapsProvider>,
  );
  return { loadMaps, onPick, onClose, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Select Location' });

async function mapShown() {
  await waitFor(() => expect(screen.queryByText('Loading map...')).not.toBeInTheDocument());
}

describe('MapPickerDialog', () => {
  it('opens a map on Nairobi at zoom 12 with a search box for addresses and places', async () => {
    const { loadMaps } = renderPicker();
    expect(dialog()).toBeInTheDocument();
    expect(screen.getByText('Loading map...')).toBeInTheDocument();
    await mapShown();
    expect(loadMaps).toHaveBeenCalledWith('test-key');
    expect(google.map()).toMatchObject({ center: NAIROBI, zoom: 12 });
    const search = screen.getByRole('searchbox', { name: 'Search for a location' });
    expect(search).toHaveAttribute('placeholder', 'Search for a location...');
    expect(google.autocomplete().input).toBe(search);
    expect(google.autocomplete().options.types).toEqual(['geocode', 'establishment']);
    expect(screen.getByRole('button', { name: 'Use This Location' })).toBeDisabled();
  });

  it('choosing a place puts a draggable marker there, zooms to 17 and fills address and coordinates', async () => {
    const { onPick, user } = renderPicker();
    await mapShown();
    act(() =>
      google.autocomplete().choose({ name: 'KICC', formatted_address: 'Harambee Ave, Nairobi', location: KICC }),
    );

    expect(google.map()).toMatchObject({ center: KICC, zoom: 17 });
    expect(google.markers).toHaveLength(1);
    expect(google.markers[0]).toMatchObject({ position: KICC, draggable: true });
    const details = within(screen.getByLabelText('Chosen location'));
    expect(details.getByText('Harambee Ave, Nairobi')).toBeInTheDocument();
    expect(details.getByText('-1.288700')).toBeInTheDocument();
    expect(details.getByText('36.823300')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use This Location' }));
    expect(onPick).toHaveBeenCalledWith({ address: 'Harambee Ave, Nairobi', latitude: -1.2887, longitude: 36.8233 });
  });

  it('clicking the map moves the marker there and looks the address up; dragging it looks up again', async () => {
    const { onPick, user } = renderPicker();
    await mapShown();
    act(() => google.map().click({ lat: -1.3, lng: 36.8 }));
    expect(await screen.findByText('Moi Avenue, Nairobi')).toBeInTheDocument();
    expect(google.geocoded).toEqual([{ lat: -1.3, lng: 36.8 }]);

    act(() => google.map().click(KICC));
    expect(await screen.findByText('City Hall Way, Nairobi')).toBeInTheDocument();
    expect(google.markers).toHaveLength(1);
    expect(google.markers[0].position).toEqual(KICC);

    act(() => google.markers[0].drag({ lat: 0.5, lng: 37 }));
    // Nothing at that point: its coordinates stand in for the address.
    expect(await screen.findByText('0.50000, 37.00000')).toBeInTheDocument();
    expect(screen.getByText('No address was found here; the coordinates stand in for it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use This Location' }));
    expect(onPick).toHaveBeenCalledWith({ address: '0.50000, 37.00000', latitude: 0.5, longitude: 37 });
  });

  it('says No location found for this place when a place has no geometry', async () => {
    renderPicker();
    await mapShown();
    act(() => google.autocomplete().choose({ name: 'Somewhere unknown' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No location found for this place');
    expect(google.markers).toHaveLength(0);
  });

  it('retries a failed load 3 times after 2, 8 and 24 ms, then says maps are unavailable', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    const { onClose, user } = renderPicker({ loadMaps: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maps are unavailable: The map could not be loaded. Close this window and type the address, latitude and longitude in the form.',
    );
    expect(failing).toHaveBeenCalledTimes(4);
    expect(waited).toEqual([2, 8, 24]);
    expect(screen.queryByRole('button', { name: 'Use This Location' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('without a key says maps are unavailable at once and loads nothing', async () => {
    const { loadMaps } = renderPicker({ apiKey: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Maps are unavailable. Close this window and type');
    await act(async () => undefined);
    expect(loadMaps).not.toHaveBeenCalled();
  });

  it('falls back when Google refuses the key (gm_authFailure)', async () => {
    renderPicker();
    await mapShown();
    act(() => (window as Window & { gm_authFailure?: () => void }).gm_authFailure?.());
    expect(screen.getByRole('alert')).toHaveTextContent('Maps are unavailable: Google Maps refused this site’s key.');
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('opens on the centre’s current place for Change Location', async () => {
    renderPicker({}, { initial: { address: 'Kiambu Road', latitude: -1.17, longitude: 36.83 } });
    await mapShown();
    expect(google.map()).toMatchObject({ center: { lat: -1.17, lng: 36.83 }, zoom: 17 });
    expect(google.markers[0].position).toEqual({ lat: -1.17, lng: 36.83 });
    expect(await screen.findByText('Kiambu Road')).toBeInTheDocument();
    expect(google.geocoded).toEqual([]);
  });
});
