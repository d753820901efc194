import type { Id, Location } from '@maziwa/contracts';
import { Button } from '@maziwa/ui';
import { SelectField } from '@maziwa/ui/forms';
import { getIn, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { firstError } from '../model/first-error';
import { addCentre, removeCentre } from '../model/route-centres';
import type { RouteFormValues } from '../model/route-form-values';
import './route-form.css';

export interface CentresPickerProps {
  /** The organisation's collection centres. */
  centres: Location[];
  /** Centres already on the route that are not among `centres` (e.g. no longer a collection centre). */
  known?: Location[];
  /** The organisation has no collection centre yet: say the route can be saved without one. */
  noCentresYet?: boolean;
}

/**
 * The route's collection centres: choose one, Add Collection Center puts it last (the
 * visiting order is the order added); each is removable. A centre already on the route is
 * not offered again, and at least one is required (unless the organisation has none yet).
 */
export function CentresPicker({ centres, known = [], noCentresYet = false }: CentresPickerProps) {
  const { values, setFieldValue, errors, touched, submitCount } = useFormikContext<RouteFormValues>();
  const [message, setMessage] = useState<string | null>(null);
  const errorId = useId();
  const shown = submitCount > 0 || Boolean(getIn(touched, 'location_ids'));
  const fieldError = shown ? firstError(getIn(errors, 'location_ids')) : undefined;
  const nameOf = (id: Id) => [...centres, ...known].find((centre) => centre.id === id)?.name ?? id;
  const options = centres
    .filter((centre) => !values.location_ids.includes(centre.id))
    .map((centre) => ({ value: centre.id, label: centre.name }));

  const add = () => {
    const added = addCentre(values.location_ids, values.centreId);
    setMessage(added.error ?? null);
    if (added.value) {
      void setFieldValue('location_ids', added.value);
      void setFieldValue('centreId', '');
    }
  };
  const remove = (id: Id) => {
    setMessage(null);
    void setFieldValue('location_ids', removeCentre(values.location_ids, id));
  };

  return (
    <>
      <SelectField name="centreId" label="Collection Center" options={options} placeholder="Select collection centre" />
      <div className="route-form__add">
        <Button variant="secondary" onClick={add} aria-describedby={fieldError || message ? errorId : undefined}>
          Add Collection Center
        </Button>
      </div>
      <div className="route-form__wide">
        {(message || fieldError) && (
          <p id={errorId} role="alert" className="mz-field__error">
            {message ?? fieldError}
          </p>
        )}
        {values.location_ids.length === 0 ? (
          <p className="route-form__empty">
            {noCentresYet
              ? 'The organisation has no collection centres yet: save the route, then add one.'
              : 'No collection centres yet.'}
          </p>
        ) : (
          <ol className="route-form__list" aria-label="Selected collection centres">
            {values.location_ids.map((id) => (
              <li key={id} className="route-form__centre">
                <span>{nameOf(id)}</span>
                <Button variant="ghost" size="small" aria-label={`Remove ${nameOf(id)}`} onClick={() => remove(id)}>
                  Remove
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
