import { ApiError } from '@maziwa/api-client';

/**
 * The API words field errors as a predicate of the field ("is already registered"); under
 * a form field that reads better as a sentence with the field's label ("Email is already
 * registered"). Returns an ApiError with the reworded fields, for the Form to place.
 */
export function withFieldLabels(error: unknown, labels: Record<string, string>): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([name, problem]) => {
      const label = labels[name];
      const isPredicate = /^[a-z]/.test(problem);
      return [name, label && isPredicate ? `${label} ${problem}` : problem];
    }),
  );
  return new ApiError(error.status, error.message, fields);
}
