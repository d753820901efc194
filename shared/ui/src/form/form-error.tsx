import { useFormStatus } from './form-context';

/** The form's generic submit error (spec 8), if any. FormActions shows it above its buttons. */
export function FormError() {
  const { submitError } = useFormStatus();
  if (!submitError) return null;
  return (
    <p className="mz-form-error" role="alert">
      {submitError}
    </p>
  );
}
