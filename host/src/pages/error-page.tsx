import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { HOME_PATH } from '../auth/landing';
import './error-page.css';

/** "404 Not Found" for a route error response, the message for a thrown error. */
export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/**
 * The root error element: unknown paths (404) and render failures outside any remote
 * area. It replaces the whole page, shell included, so it must not depend on the shell.
 */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <div className="mz-shell-error">
      <main className="mz-shell-error__card">
        <h1 className="mz-shell-error__title">Unexpected Application Error!</h1>
        <p className="mz-shell-error__detail">{describeRouteError(error)}</p>
        <Link to={HOME_PATH}>Back to Dashboard</Link>
      </main>
    </div>
  );
}
