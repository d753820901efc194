import { useRef, useState, type ReactNode } from 'react';
import type { FormikValues } from 'formik';
import { Button, Dialog, QueryState, type QueryStateProps } from '@maziwa/ui';
import { Form, type FormProps } from '../form/form';
import { FormActions } from '../form/form-actions';
import { SubmitButton } from '../form/submit-button';
import { DiscardChangesDialog } from '../unsaved-changes/discard-changes-dialog';
import { UnsavedChangesGuard } from '../unsaved-changes/unsaved-changes-guard';
import { useSaveTracker } from '../unsaved-changes/use-save-tracker';
import './form-dialog.css';

/**
 * What the form waits for (the record it edits, a select's options): its loading text
 * shows instead of the form, its failure above where the form goes.
 */
export type FormDialogLoad = Omit<QueryStateProps, 'children'>;

export interface FormDialogProps<V extends FormikValues> extends Omit<FormProps<V>, 'className' | 'initialValues'> {
  /** The dialog's heading and accessible name. */
  title: string;
  /**
   * Called by Cancel, Escape, the backdrop and the close button (after "Discard unsaved
   * changes?" when something was typed); the caller closes on success too.
   */
  onClose(): void;
  /**
   * Undefined until what the form needs has arrived, so a failed first load shows only its
   * failure; a failed reload keeps the form and what was typed.
   */
  initialValues: V | undefined;
  /** The submit button's text, e.g. "Save User". */
  submitLabel: string;
  /** Default "Cancel" ("Close" when read-only). */
  cancelLabel?: string;
  /** A sentence or two (or a list) above the fields, e.g. what the action will do. */
  intro?: ReactNode;
  load?: FormDialogLoad;
  /** Shows the values without a way to save: no submit button, and Cancel reads Close. */
  readOnly?: boolean;
  /** Width cap in px, as Dialog's (default 500). */
  maxWidth?: number;
}

/**
 * A form in a modal dialog: the title, an optional intro, the fields (children), then
 * Cancel and the submit button. The Form shows the generic submit error above the buttons
 * and puts the API's field errors on their fields; `onSubmit` closes the dialog itself
 * when the save went through. The submit button spins while the save runs. With changes
 * not saved, closing (Cancel, Escape, ×, the backdrop) or leaving the page asks "Discard
 * unsaved changes?" first.
 *
 * @example
 * <FormDialog<RouteFormValues>
 *   title={`Edit route ${route.name}`}
 *   onClose={onClose}
 *   initialValues={{ name: route.name }}
 *   validationSchema={routeFormSchema}
 *   onSubmit={async (values) => {
 *     await update.mutateAsync(values);
 *     onClose();
 *   }}
 *   submitLabel="Save"
 * >
 *   <TextField name="name" label="Route Name" required />
 * </FormDialog>
 */
export function FormDialog<V extends FormikValues>({
  title,
  onClose,
  initialValues,
  submitLabel,
  cancelLabel,
  intro,
  load,
  readOnly = false,
  maxWidth,
  children,
  onSubmit,
  ...formProps
}: FormDialogProps<V>) {
  const tracker = useSaveTracker(onSubmit);
  const unsaved = useRef(false);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (unsaved.current ? setAsking(true) : onClose());

  const form = initialValues !== undefined && !load?.isLoading && (
    <Form<V> {...formProps} onSubmit={tracker.submit} initialValues={initialValues}>
      {(formik) => (
        <>
          {!readOnly && <UnsavedChangesGuard tracker={tracker} unsavedRef={unsaved} />}
          {typeof children === 'function' ? children(formik) : children}
          <FormActions>
            <Button variant="secondary" onClick={requestClose}>
              {cancelLabel ?? (readOnly ? 'Close' : 'Cancel')}
            </Button>
            {!readOnly && <SubmitButton>{submitLabel}</SubmitButton>}
          </FormActions>
        </>
      )}
    </Form>
  );

  return (
    <Dialog open title={title} onClose={requestClose} maxWidth={maxWidth}>
      {intro ? <div className="mz-form-dialog__intro">{intro}</div> : null}
      {load && <QueryState {...load}>{null}</QueryState>}
      {form}
      {asking && (
        <DiscardChangesDialog
          onStay={() => setAsking(false)}
          onDiscard={() => {
            setAsking(false);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
