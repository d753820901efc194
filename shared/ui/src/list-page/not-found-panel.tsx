import { ApiError } from '@maziwa/api-client';
import { useId } from 'react';
import './states.css';

export interface NotFoundPanelProps {
  /** e.g. "Farmer not found". */
  title: string;
  /** Default: nothing of the person's organisation has this id. */
  message?: string;
}

export const NOT_FOUND_MESSAGE =
  'Nothing of your organisation has this id: it may have been removed, or the link belongs to another organisation.';

/**
 * Whether a record's read failed because there is no such record for the signed-in person:
 * the API answers 404 for another organisation's record as for a made-up id, and 400 for an
 * id that is not one at all (a mistyped link).
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * In place of a record page's content when the record is not there (or not the person's
 * organisation's): says so, without a Retry that could not help.
 *
 * @example <NotFoundPanel title="Farmer not found" />
 */
export function NotFoundPanel({ title, message = NOT_FOUND_MESSAGE }: NotFoundPanelProps) {
  const titleId = useId();
  return (
    <section className="mz-state mz-state--empty" aria-labelledby={titleId}>
      <h2 id={titleId} className="mz-state__title">
        {title}
      </h2>
      <p className="mz-state__message">{message}</p>
    </section>
  );
}
