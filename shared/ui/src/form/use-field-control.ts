import { useId } from 'react';
import { useField, useFormikContext, type FieldHookConfig } from 'formik';

/**
 * Formik state of one field plus the ids and ARIA attributes tying its label, input and
 * error together. The error shows once the field is touched or the form was submitted.
 */
export function useFieldControl<Value = unknown>(config: FieldHookConfig<Value> & { required?: boolean }) {
  const [field, meta, helpers] = useField<Value>(config);
  const { submitCount } = useFormikContext();
  const id = useId();
  const errorId = `${id}-error`;
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(error && (meta.touched || submitCount > 0));
  return {
    field,
    meta,
    helpers,
    id,
    errorId,
    error: showError ? error : undefined,
    aria: {
      'aria-invalid': showError || undefined,
      'aria-describedby': showError ? errorId : undefined,
      'aria-required': config.required || undefined,
    },
  };
}
