import { errorMessage, formFailureMessage, useOrgId } from '@maziwa/api-client';
import type { Location } from '@maziwa/contracts';
import { ErrorPanel } from '@maziwa/ui';
import { FormPage, FormSection } from '@maziwa/ui/forms';
import { useCreateCentre } from '../api/create-location';
import { useQaAgentOptions } from '../api/get-qa-agents';
import { CentreContactFields, CentreDetailsFields, CentreOperationFields } from './centre-fields';
import { centreFormSchema } from '../model/centre-form-schema';
import { emptyCentre, type CentreFormValues } from '../model/centre-form-values';
import { MapsProvider } from './map-picker/maps-context';

export interface CreateCentreFormProps {
  /** Called with the saved centre. */
  onCreated(centre: Location): void;
  onCancel(): void;
}

/**
 * Add Collection Center: the centre form with the organisation's QA agents, saved with
 * POST /locations (the centre and its QA agent together).
 *
 * @example
 * <CreateCentreForm onCreated={(centre) => navigate(CENTRES_LIST_PATH)} onCancel={() => navigate(CENTRES_LIST_PATH)} />
 */
export function CreateCentreForm({ onCreated, onCancel }: CreateCentreFormProps) {
  const agents = useQaAgentOptions(useOrgId());
  const creation = useCreateCentre();
  const detail = formFailureMessage(creation.error);

  const save = async (values: CentreFormValues) => {
    onCreated(await creation.mutateAsync(values));
  };

  return (
    <MapsProvider>
      <FormPage<CentreFormValues>
        title="Add Collection Center"
        initialValues={emptyCentre}
        validationSchema={centreFormSchema}
        onSubmit={save}
        onCancel={onCancel}
        submitLabel="Save Collection Center"
        notice={
          <>
            {agents.error && (
              <ErrorPanel
                title="Failed to fetch QA agents"
                message={errorMessage(agents.error)}
                onRetry={() => void agents.refetch()}
              />
            )}
            {detail && <ErrorPanel title="The collection center was not saved" message={detail} />}
          </>
        }
      >
        <FormSection title="Center Details">
          <CentreDetailsFields />
        </FormSection>
        <FormSection title="Contact Information">
          <CentreContactFields qaAgents={agents.data ?? []} />
        </FormSection>
        <FormSection title="Operations">
          <CentreOperationFields />
        </FormSection>
      </FormPage>
    </MapsProvider>
  );
}
