import { useId, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { Button } from '@maziwa/ui';
import { Form, type FormProps } from '../form/form';
import { FormActions } from '../form/form-actions';
import { SubmitButton } from '../form/submit-button';
import { UnsavedChangesGuard } from '../unsaved-changes/unsaved-changes-guard';
import { useSaveTracker } from '../unsaved-changes/use-save-tracker';
import './form-page.css';

export interface FormPageProps<V extends FormikValues> extends Omit<FormProps<V>, 'className'> {
  /** The page's heading (h1), e.g. "Add New Driver". */
  title: string;
  /** The submit button's text, e.g. "Save Driver". */
  submitLabel: string;
  /** Cancel: back to where the person came from, nothing saved. */
  onCancel(): void;
  /** Default "Cancel". */
  cancelLabel?: string;
  /**
   * Above the buttons: why a select's options could not be loaded, or a save failure said in
   * words. Field errors need no notice: the Form puts them on their fields.
   */
  notice?: ReactNode;
}

/**
 * The frame of every add and edit screen: the title, the form's sections (children), a
 * notice, then Cancel and the submit button. Like FormDialog, the Form shows the generic
 * error above the buttons and the API's field errors at their fields, and keeps what was
 * typed when a save fails. The submit button spins while the save runs; leaving with changes
 * not saved (a link, Back, Cancel's navigate, closing the tab) asks "Discard unsaved
 * changes?" first, never on the way out of a save that went through.
 *
 * @example
 * <FormPage<RouteFormValues>
 *   title="Add New Route"
 *   initialValues={emptyRoute}
 *   validationSchema={routeFormSchema}
 *   onSubmit={async (values) => { await create.mutateAsync(values); navigate(ROUTES_PATH); }}
 *   onCancel={() => navigate(ROUTES_PATH)}
 *   submitLabel="Save Route"
 * >
 *   <FormSection title="Route Details">...</FormSection>
 * </FormPage>
 */
export function FormPage<V extends FormikValues>({
  title,
  submitLabel,
  onCancel,
  cancelLabel = 'Cancel',
  notice,
  children,
  onSubmit,
  ...formProps
}: FormPageProps<V>) {
  const titleId = useId();
  const tracker = useSaveTracker(onSubmit);
  return (
    <section className="mz-form-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="mz-form-page__title">
        {title}
      </h1>
      <Form<V> {...formProps} onSubmit={tracker.submit}>
        {(formik) => (
          <>
            <UnsavedChangesGuard tracker={tracker} />
            {typeof children === 'function' ? children(formik) : children}
            {notice}
            <FormActions>
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel}
              </Button>
              <SubmitButton>{submitLabel}</SubmitButton>
            </FormActions>
          </>
        )}
      </Form>
    </section>
  );
}
