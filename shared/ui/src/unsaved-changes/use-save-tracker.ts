import { useCallback, useMemo, useRef } from 'react';
import type { FormikHelpers, FormikValues } from 'formik';

export interface SaveTracker<V> {
  /** The form's onSubmit, noting when a save is under way and what it saved. */
  submit(values: V, helpers: FormikHelpers<V>): Promise<void>;
  /**
   * True when `values` hold changes no save has taken: false during a save (its onSubmit
   * may navigate or close before it returns) and for exactly the values last saved.
   */
  isUnsaved(values: V): boolean;
}

/**
 * Wraps a form's onSubmit so "leave without saving?" never asks on the way out of a save:
 * `navigate(...)` inside onSubmit, or after it, goes through. Formik hands onSubmit its own
 * values object and makes a new one on every change, so "the values last saved" is the same
 * object until the person types again.
 */
export function useSaveTracker<V extends FormikValues>(
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void> | void,
): SaveTracker<V> {
  const saving = useRef(false);
  const saved = useRef<V | null>(null);
  const latest = useRef(onSubmit);
  latest.current = onSubmit;

  const submit = useCallback(async (values: V, helpers: FormikHelpers<V>) => {
    saving.current = true;
    try {
      await latest.current(values, helpers);
      saved.current = values;
    } finally {
      saving.current = false;
    }
  }, []);
  const isUnsaved = useCallback((values: V) => !saving.current && values !== saved.current, []);
  return useMemo(() => ({ submit, isUnsaved }), [submit, isUnsaved]);
}
