// STUB (replaced by the shell work).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export function ErrorPage() {
  const error = useRouteError();
  return (
    <div role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : (error as Error)?.message}</p>
    </div>
  );
}
