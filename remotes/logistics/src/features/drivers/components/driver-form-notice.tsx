import { errorMessage, formFailureMessage } from '@maziwa/api-client';
import { ErrorPanel } from '@maziwa/ui';

export interface DriverFormNoticeProps {
  routes: { error: unknown; refetch(): unknown };
  saveError: unknown;
}

/** Above the driver form's buttons: why the routes could not be loaded, why the save failed. */
export function DriverFormNotice({ routes, saveError }: DriverFormNoticeProps) {
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
      {detail && <ErrorPanel title="The driver was not saved" message={detail} />}
    </>
  );
}
