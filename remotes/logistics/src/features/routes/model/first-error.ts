/**
 * The first message in a formik error of a list or an object field (the API names
 * "start_times.monday.0"; formik nests it), or the message itself.
 */
export function firstError(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object') {
    for (const inner of Object.values(error)) {
      const found = firstError(inner);
      if (found) return found;
    }
  }
  return undefined;
}
