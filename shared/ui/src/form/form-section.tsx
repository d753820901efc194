import type { ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * A titled group of fields (a fieldset whose legend is the title), e.g. "Personal Details".
 *
 * @example
 * <FormSection title="Contact Information">
 *   <TextField name="phoneNumber" label="Phone Number" type="tel" required />
 * </FormSection>
 */
export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className="mz-form-section">
      <legend className="mz-form-section__title">{title}</legend>
      <div className="mz-form-section__fields">{children}</div>
    </fieldset>
  );
}
