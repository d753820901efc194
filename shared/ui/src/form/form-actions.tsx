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
      {/* A press on Save or Cancel must not first blur the field being typed in: the blur
          would show that field's error, push the buttons down mid-click and the click would
          land beside them. Keeping focus put makes the click count; the keyboard is unaffected. */}
      <div className="mz-form-actions" onMouseDown={(event) => event.preventDefault()}>
        {children}
      </div>
    </div>
  );
}
