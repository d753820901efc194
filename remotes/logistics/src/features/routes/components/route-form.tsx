import type { Location } from '@maziwa/contracts';
import { FormPage, FormSection, TextField } from '@maziwa/ui/forms';
import type { ReactNode } from 'react';
import { CentresPicker } from './centres-picker';
import { routeFormSchema, routeFormSchemaWithoutCentres } from '../model/route-form-schema';
import type { RouteFormValues } from '../model/route-form-values';
import { StartTimesPicker } from './start-times-picker';

export interface RouteFormProps {
  /** The page's heading: "Add New Route" or "Edit route Kiambu North". */
  title: string;
  initialValues: RouteFormValues;
  /** The organisation's collection centres to choose from. */
  centres: Location[];
  /** Centres already on the route (populate=locations), named even when not offered. */
  knownCentres?: Location[];
  /** May throw; the form then shows the error at the fields and keeps what was typed. */
  onSubmit(values: RouteFormValues): Promise<void>;
  onCancel(): void;
  /** Above the buttons, e.g. why the centres could not be loaded. */
  notice?: ReactNode;
  /** The organisation has no collection centre yet (loaded, none): the route may be saved without one. */
  noCentresYet?: boolean;
}

/**
 * The route form of Add New Route and Edit (docs/screens.md#add-new-route): Route Details,
 * start times per weekday and the collection centres, in the kit's add-screen frame.
 */
export function RouteForm({
  title,
  initialValues,
  centres,
  knownCentres,
  onSubmit,
  onCancel,
  notice,
  noCentresYet = false,
}: RouteFormProps) {
  return (
    <FormPage<RouteFormValues>
      title={title}
      initialValues={initialValues}
      validationSchema={noCentresYet ? routeFormSchemaWithoutCentres : routeFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitLabel="Save Route"
      notice={notice}
    >
      <FormSection title="Route Details">
        <TextField name="name" label="Route Name" required autoComplete="off" />
        <TextField name="distance" label="Distance (km)" type="number" required />
        <TextField name="estimated_time" label="Estimated Time (minutes)" type="number" />
      </FormSection>
      <FormSection title="Start Times">
        <StartTimesPicker />
      </FormSection>
      <FormSection title="Collection Centers">
        <CentresPicker centres={centres} known={knownCentres} noCentresYet={noCentresYet} />
      </FormSection>
    </FormPage>
  );
}
