import { errorMessage, useOrgId } from '@maziwa/api-client';
import { type CollectionCentreReportRow, pagePath } from '@maziwa/contracts';
import { showToast } from '@maziwa/ui';
import { FormDialog } from '@maziwa/ui/forms';
import { useMemo } from 'react';
import { toLocationUpdate } from '../api/centre-payload';
import { useLocation } from '../api/get-location';
import { useQaAgentOptions } from '../api/get-qa-agents';
import { useUpdateLocation } from '../api/update-location';
import { CentreContactFields, CentreDetailsFields, CentreOperationFields } from './centre-fields';
import { centreFormSchema } from '../model/centre-form-schema';
import { valuesOfLocation, type CentreFormValues } from '../model/centre-form-values';
import { MAP_PICKER_WIDTH } from './map-picker/map-picker-dialog';
import { MapsProvider } from './map-picker/maps-context';

export interface EditCentreDialogProps {
  centre: CollectionCentreReportRow;
  onClose(): void;
}

/** Edit: every field of the centre form (the same rules as Add Collection Center), saved with PUT /locations/{id}. */
export function EditCentreDialog({ centre, onClose }: EditCentreDialogProps) {
  const { data: location, isLoading, error, refetch } = useLocation(centre.id);
  const agents = useQaAgentOptions(useOrgId());
  const update = useUpdateLocation();
  const initialValues = useMemo(() => location && valuesOfLocation(location), [location]);

  const save = async (values: CentreFormValues) => {
    await update.mutateAsync({ id: centre.id, changes: toLocationUpdate(values, initialValues!) });
    showToast({
      message: `Collection center ${values.centerName.trim()} saved`,
      link: {
        to: pagePath('/logistics-management/collection-centers-and-qa-agents'),
        label: 'View collection centers',
      },
    });
    onClose();
  };

  return (
    <MapsProvider>
      <FormDialog<CentreFormValues>
        title={`Edit ${centre.route_name}`}
        onClose={onClose}
        maxWidth={MAP_PICKER_WIDTH}
        load={{
          isLoading,
          error,
          errorText: 'Failed to fetch collectionCenters',
          errorMessage: error != null ? errorMessage(error) : undefined,
          onRetry: () => void refetch(),
        }}
        initialValues={initialValues}
        validationSchema={centreFormSchema}
        onSubmit={save}
        submitLabel="Save"
      >
        <CentreDetailsFields />
        <CentreContactFields qaAgents={agents.data ?? []} />
        <CentreOperationFields />
      </FormDialog>
    </MapsProvider>
  );
}
