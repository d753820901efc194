import { errorMessage, formFailureMessage } from '@maziwa/api-client';
import { ErrorPanel } from '@maziwa/ui';

interface Options {
  error: unknown;
  refetch(): unknown;
}

export interface FarmerFormNoticeProps {
  routes: Options;
  centres: Options;
  saveError: unknown;
}

/** Above the farmer form's buttons: why an option list could not be loaded, why the save failed. */
export function FarmerFormNotice({ routes, centres, saveError }: FarmerFormNoticeProps) {
  const detail = formFailureMessage(saveError);
  return (
    <>
      {Boolean(routes.error) && (
        <ErrorPanel
          title="Failed to fetch routes"
          message={errorMessage(routes.error)}
          onRetry={() => void routes.refetch()}
        />
      )}
      {Boolean(centres.error) && (
        <ErrorPanel
          title="Failed to fetch collectionCenters"
          message={errorMessage(centres.error)}
          onRetry={() => void centres.refetch()}
        />
      )}
      {detail && <ErrorPanel title="The farmer was not saved" message={detail} />}
    </>
  );
}
