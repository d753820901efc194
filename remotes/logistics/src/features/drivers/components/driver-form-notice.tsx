import { ApiError, errorMessage } from '@maziwa/api-client';
import { ErrorPanel } from '@maziwa/ui';

// Field errors already sit under their fields; any other failure ("Driver role not found",
// a 5xx, a 403) is said in words under the form's generic message.
function failureDetail(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return null;
  return errorMessage(error);
}

export interface DriverFormNoticeProps {
  routes: { error: unknown; refetch(): unknown };
  saveError: unknown;
}

/** Above the driver form's buttons: why the routes could not be loaded, why the save failed. */
export function DriverFormNotice({ routes, saveError }: DriverFormNoticeProps) {
  const detail = failureDetail(saveError);
  return (
    <>
      {Boolean(routes.error) && (
        <ErrorPanel title="Failed to fetch routes" message={errorMessage(routes.error)} onRetry={() => void routes.refetch()} />
      )}
      {detail && <ErrorPanel title="The driver was not saved" message={detail} />}
    </>
  );
}
