import { useFormikContext } from 'formik';
import { Button, type ButtonProps } from '@maziwa/ui';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'loading'>;

/**
 * Submits the surrounding Form; shows a spinner and is disabled while submitting.
 *
 * @example
 * <SubmitButton>Save Collection Center</SubmitButton>
 */
export function SubmitButton({ children = 'Submit', ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button {...props} type="submit" loading={isSubmitting}>
      {children}
    </Button>
  );
}
