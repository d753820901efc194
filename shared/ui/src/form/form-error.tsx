import { useFormStatus } from './form-context';

/**
 * The form's generic submit error (docs/rules.md#form-error), if any, with the reason when the form explains
 * errors. FormActions shows it above its buttons.
 */
export function FormError() {
  const { submitError, submitDetail } = useFormStatus();
  if (!submitError) return null;
  return (
    <p className="mz-form-error" role="alert">
      {submitError}
      {submitDetail && <span className="mz-form-error__detail">{submitDetail}</span>}
    </p>
  );
}
