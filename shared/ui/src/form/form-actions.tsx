import { useLayoutEffect, type ReactNode } from 'react';
import { useFormStatus } from './form-context';
import { FormError } from './form-error';

export interface FormActionsProps {
  children: ReactNode;
}

/**
 * The right-aligned button row of a form, with the generic submit error above it.
 *
 * @example
 * <FormActions>
 *   <Button variant="secondary" onClick={onCancel}>Cancel</Button>
 *   <SubmitButton>Save Route</SubmitButton>
 * </FormActions>
 */
export function FormActions({ children }: FormActionsProps) {
  const { registerActions } = useFormStatus();
  useLayoutEffect(registerActions, [registerActions]);
  return (
    <div className="mz-form-actions-area">
      <FormError />
      <div className="mz-form-actions">{children}</div>
    </div>
  );
}
