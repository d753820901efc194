import { Button } from '@maziwa/ui';
import { TextField } from '@maziwa/ui/forms';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { CentreFormValues } from '../model/centre-form-values';
import { isInsideKenya } from '../model/kenya-bounds';
import { MapPickerDialog } from './map-picker/map-picker-dialog';
import { useMapsStatus } from './map-picker/maps-context';
import type { PickedLocation } from '../model/map-picker/picked-location';
import './centre-form.css';

/** The form's location as the picker takes it, once there is one. */
function currentLocation({ address, latitude, longitude }: CentreFormValues): PickedLocation | null {
  if (latitude === '' || longitude === '') return null;
  return { address, latitude: Number(latitude), longitude: Number(longitude) };
}

/**
 * Address, Latitude and Longitude with Select Location (docs/screens.md#add-collection-center):
 * filled by the map picker and read-only while a map is available; typed, when there is no
 * maps key or the map could not load. A point outside Kenya is allowed with a warning.
 */
export function CentreLocationFields() {
  const status = useMapsStatus();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<CentreFormValues>();
  const [picking, setPicking] = useState(false);
  const typed = status === 'no-key' || status === 'failed';
  const current = currentLocation(values);

  const fill = async ({ address, latitude, longitude }: PickedLocation) => {
    setPicking(false);
    await setFieldValue('address', address);
    await setFieldValue('latitude', latitude);
    await setFieldValue('longitude', longitude);
    for (const name of ['address', 'latitude', 'longitude']) await setFieldTouched(name, true);
  };

  return (
    <>
      {typed && (
        <p className="mz-centre-form__notice" role="note">
          {status === 'no-key' ? 'Maps are not set up here' : 'Maps are unavailable right now'}: type the address,
          latitude and longitude.
        </p>
      )}
      <TextField name="address" label="Address" required readOnly={!typed} />
      <TextField name="latitude" label="Latitude" type="number" required readOnly={!typed} />
      <TextField name="longitude" label="Longitude" type="number" required readOnly={!typed} />
      <KenyaWarning latitude={values.latitude} longitude={values.longitude} />
      {status !== 'no-key' && (
        <div className="mz-centre-form__pick">
          <Button variant="secondary" onClick={() => setPicking(true)}>
            {current ? 'Change Location' : 'Select Location'}
          </Button>
        </div>
      )}
      {picking && (
        <MapPickerDialog initial={current} onPick={(picked) => void fill(picked)} onClose={() => setPicking(false)} />
      )}
    </>
  );
}

/** A warning, not an error: a centre may lie across the border, but a typo usually does. */
function KenyaWarning({ latitude, longitude }: Pick<CentreFormValues, 'latitude' | 'longitude'>) {
  if (latitude === '' || longitude === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  const onGlobe = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!onGlobe || isInsideKenya(lat, lng)) return null;
  return (
    <p className="mz-centre-form__warning" role="status">
      This point is outside Kenya. Check the latitude and longitude before saving.
    </p>
  );
}
