import { ApiError, errorMessage } from '@maziwa/api-client';
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

// Field errors already sit under their fields; any other failure ("Producer role not found",
// a 5xx, a 403) is said in words.
function failureDetail(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return null;
  return errorMessage(error);
}

/** Above the farmer form's buttons: why an option list could not be loaded, why the save failed. */
export function FarmerFormNotice({ routes, centres, saveError }: FarmerFormNoticeProps) {
  const detail = failureDetail(saveError);
  return (
    <>
      {Boolean(routes.error) && <ErrorPanel title="Failed to fetch routes" message={errorMessage(routes.error)} onRetry={() => void routes.refetch()} />}
      {Boolean(centres.error) && (
        <ErrorPanel title="Failed to fetch collectionCenters" message={errorMessage(centres.error)} onRetry={() => void centres.refetch()} />
      )}
      {detail && <ErrorPanel title="The farmer was not saved" message={detail} />}
    </>
  );
}
